import { describe, expect, it } from 'vitest';
import {
  POST_ACTIONS,
  POST_LIMITS,
  POST_STATES,
  hasSpanishVersion,
  nextPostState,
  postActionsFrom,
  postMessages,
  slugFromTitle,
  validatePost,
  type PostInput,
} from './posts';

const valid: PostInput = {
  title: 'A $2.1 Million Verdict in King County',
  titleShort: 'King County Verdict',
  slug: 'a-2-1-million-verdict-in-king-county',
  category: 'Highway Design',
  date: '2026-05-01',
  author: 'Brandt & Okafor',
  featured: false,
  description: 'A jury verdict for a family hurt on a poorly designed highway.',
  keywords: 'verdict, highway design',
  body: '## The case\n\nText.',
  spanishTitle: '',
  spanishBody: '',
};

describe('slugFromTitle', () => {
  it.each([
    ['What to Do After a Catastrophic Injury', 'what-to-do-after-a-catastrophic-injury'],
    ['Brandt & Okafor Named “Best Lawyers” 2026', 'brandt-and-okafor-named-best-lawyers-2026'],
    ['  Café   Crash -- on I-5!  ', 'cafe-crash-on-i-5'],
    ['$14.2 Million', '14-2-million'],
    ['<script>alert(1)</script>', 'script-alert-1-script'],
    ['!!!', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('stays within the limit without a trailing hyphen', () => {
    const slug = slugFromTitle('word '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(POST_LIMITS.slug);
    expect(slug).not.toMatch(/-$/);
  });
});

describe('validatePost', () => {
  it('accepts a complete post', () => {
    expect(validatePost(valid)).toEqual({});
  });

  it.each(['Upper-Case', 'two--hyphens', '-leading', 'trailing-', 'spa ce', 'ünïcode', '../etc', 'a/b'])(
    'refuses the slug %s',
    (slug) => {
      expect(validatePost({ ...valid, slug }).slug).toBe(postMessages.slugFormat);
    },
  );

  it('names every missing field and every field over its limit', () => {
    const errors = validatePost({ ...valid, title: ' ', body: 'x'.repeat(POST_LIMITS.body + 1) });
    expect(errors.title).toBe('Please enter title.');
    expect(errors.body).toBe('Body can be at most 50,000 characters.');
  });

  it('accepts a post without a Spanish version, with the fields empty, blank or left out', () => {
    expect(validatePost({ ...valid, spanishTitle: '  ', spanishBody: '\n' })).toEqual({});
    const { spanishTitle: _title, spanishBody: _body, ...withoutFields } = valid;
    expect(validatePost(withoutFields)).toEqual({});
    expect(validatePost({ ...valid, spanishTitle: null, spanishBody: null })).toEqual({});
    expect(hasSpanishVersion(valid)).toBe(false);
  });

  it('accepts a Spanish version with both its title and its body', () => {
    const spanish = { ...valid, spanishTitle: 'Un veredicto', spanishBody: '## El caso\n\nTexto.' };
    expect(validatePost(spanish)).toEqual({});
    expect(hasSpanishVersion(spanish)).toBe(true);
  });

  it('refuses a Spanish title without a body, and a body without a title, naming the missing one', () => {
    expect(validatePost({ ...valid, spanishTitle: 'Un veredicto' })).toEqual({
      spanishBody:
        'Please enter the Spanish body too, or clear the Spanish title: a Spanish version needs both.',
    });
    expect(validatePost({ ...valid, spanishTitle: ' ', spanishBody: 'Texto.' })).toEqual({
      spanishTitle:
        'Please enter the Spanish title too, or clear the Spanish body: a Spanish version needs both.',
    });
  });

  it('holds the Spanish title and body to the English limits', () => {
    expect(POST_LIMITS.spanishTitle).toBe(POST_LIMITS.title);
    expect(POST_LIMITS.spanishBody).toBe(POST_LIMITS.body);
    const errors = validatePost({
      ...valid,
      spanishTitle: 'x'.repeat(POST_LIMITS.title + 1),
      spanishBody: 'x'.repeat(POST_LIMITS.body + 1),
    });
    expect(errors).toEqual({
      spanishTitle: 'Spanish title can be at most 160 characters.',
      spanishBody: 'Spanish body can be at most 50,000 characters.',
    });
    expect(
      validatePost({
        ...valid,
        spanishTitle: 'x'.repeat(POST_LIMITS.title),
        spanishBody: 'x'.repeat(POST_LIMITS.body),
      }),
    ).toEqual({});
  });

  it('refuses an unknown category and impossible dates', () => {
    expect(validatePost({ ...valid, category: 'Gossip' as PostInput['category'] }).category).toBe(
      postMessages.category,
    );
    expect(validatePost({ ...valid, date: '2026-02-30' }).date).toBe(postMessages.date);
    expect(validatePost({ ...valid, date: 'May 1, 2026' }).date).toBe(postMessages.date);
  });

  it('requires a future time only when scheduling', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    expect(validatePost(valid, { action: 'schedule', now }).publishAt).toBe(postMessages.publishAtRequired);
    expect(
      validatePost(valid, { action: 'schedule', publishAt: '2026-05-01T11:59:00Z', now }).publishAt,
    ).toBe(postMessages.publishAtPast);
    expect(validatePost(valid, { action: 'schedule', publishAt: '2026-05-01T12:01:00Z', now })).toEqual({});
    expect(validatePost(valid, { action: 'publish', now })).toEqual({});
  });
});

describe('the post state machine, one table for the editor and the server', () => {
  it.each([
    ['draft', ['save', 'publish', 'schedule']],
    ['scheduled', ['save', 'publish', 'schedule', 'unpublish']],
    ['published', ['save', 'unpublish']],
    ['unpublished', ['save', 'publish', 'schedule']],
  ] as const)('a %s post offers %j', (state, actions) => {
    expect(postActionsFrom(state)).toEqual(actions);
  });

  it('offers exactly the actions that lead somewhere, and nothing the server would refuse', () => {
    for (const state of POST_STATES)
      for (const action of POST_ACTIONS)
        expect(postActionsFrom(state).includes(action)).toBe(nextPostState(state, action) !== null);
  });

  it('saving keeps the state; taking a scheduled post off the schedule makes it a draft again', () => {
    for (const state of POST_STATES) expect(nextPostState(state, 'save')).toBe(state);
    expect(nextPostState('scheduled', 'unpublish')).toBe('draft');
  });
});
