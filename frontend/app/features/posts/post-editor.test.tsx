// @vitest-environment jsdom
/**
 * The post editor as an author uses it, with the network cut at its api module: what it refuses before
 * sending, which state changes it offers, what it sends, and that it cannot send twice at once.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  POST_CATEGORIES,
  POST_STATES,
  postActionsFrom,
  postMessages,
  type PostAction,
  type PostState,
  type PostView,
} from '#contract/posts';
import { ApiError } from '../../lib/graphql';
import { savePost } from './api';
import { PostEditor } from './post-editor';

vi.mock('./api', () => ({ savePost: vi.fn() }));
const send = vi.mocked(savePost);

const post = (state: PostState, changes: Partial<PostView> = {}): PostView => ({
  _id: 'post-1',
  state,
  publishAt: state === 'scheduled' ? '2099-01-01T09:00:00.000Z' : null,
  version: 4,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-02T10:00:00.000Z',
  updatedBy: 'Ana Writer',
  title: 'Verdict in King County',
  titleShort: 'King County verdict',
  slug: 'verdict-in-king-county',
  category: POST_CATEGORIES[0],
  date: '2026-05-01',
  author: 'Brandt & Okafor',
  featured: false,
  description: 'A jury in King County found for our client.',
  keywords: 'verdict, king county',
  body: 'The jury **agreed**.',
  spanishTitle: '',
  spanishBody: '',
  ...changes,
});

/** Where a new post goes after its first save, with the notice it carries there. */
function EditAddress() {
  const { id } = useParams();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <p>
      Now editing {id}: {notice}
    </p>
  );
}

function renderEditor(existing?: PostView, onSaved?: () => void) {
  render(
    <MemoryRouter initialEntries={['/post-new']}>
      <Routes>
        <Route path="/post-new" element={<PostEditor post={existing} onSaved={onSaved} />} />
        <Route path="/posts/:id" element={<EditAddress />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** The visible name each action's button has on a post that is not a draft. */
const BUTTON_OF: Record<PostAction, RegExp> = {
  save: /^Save (draft|changes)$/,
  publish: /^Publish$/,
  schedule: /^Schedule$/,
  unpublish: /^Unpublish$/,
};
const actionButtons = () =>
  screen
    .getAllByRole('button')
    .filter((button) => /^(Save|Publish|Schedule|Unpublish)/.test(button.textContent!));

/** What a screen reader reads after a field's name: the text of the elements its aria-describedby names. */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

/** A promise the test settles when it chooses, to look at the editor while a save is on its way. */
function pending<Value>() {
  let resolve!: (value: Value) => void;
  const promise = new Promise<Value>((settle) => (resolve = settle));
  return { promise, resolve };
}

beforeEach(() => {
  send.mockReset();
});
afterEach(cleanup);

describe('the post editor', () => {
  it('names every missing required field under it and sends nothing', async () => {
    const user = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(screen.getByText(postMessages.invalid)).toBeTruthy();
    for (const [label, message] of [
      ['Title', 'Please enter title.'],
      ['Short title', 'Please enter short title.'],
      ['URL slug', 'Please enter url slug.'],
      ['Description', 'Please enter description.'],
      ['Keywords', 'Please enter keywords.'],
      ['Body', 'Please enter body.'],
    ]) {
      const field = screen.getByLabelText(label!);
      expect(field.getAttribute('aria-invalid'), label).toBe('true');
      expect(describedBy(field), label).toBe(message);
    }
    expect(send).not.toHaveBeenCalled();
  });

  it('clears a field’s message as soon as the author types in it', async () => {
    const user = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await user.type(screen.getByLabelText('Title'), 'A');
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('Please enter title.')).toBeNull();
    expect(screen.getByText('Please enter body.')).toBeTruthy();
  });

  it.each(POST_STATES)(
    'offers a %s post exactly the actions the contract’s state machine allows',
    (state) => {
      renderEditor(post(state));
      const offered = actionButtons().map((button) => button.textContent);
      const allowed = postActionsFrom(state);
      expect(offered).toHaveLength(allowed.length);
      allowed.forEach((action, index) => expect(offered[index]).toMatch(BUTTON_OF[action]));
    },
  );

  it('offers a new post the draft’s actions, and never Unpublish', () => {
    renderEditor();
    expect(actionButtons().map((button) => button.textContent)).toEqual([
      'Save draft',
      'Publish',
      'Schedule',
    ]);
  });

  it('sends a new draft with the slug taken from the title, then moves to the post’s own address', async () => {
    const user = renderEditor();
    await user.type(screen.getByLabelText('Title'), 'Verdict in King County – $2.1M');
    await user.type(screen.getByLabelText('Short title'), 'King County');
    await user.type(screen.getByLabelText('Description'), 'A verdict.');
    await user.type(screen.getByLabelText('Keywords'), 'verdict');
    await user.type(screen.getByLabelText('Body'), 'The jury agreed.');
    expect((screen.getByLabelText('URL slug') as HTMLInputElement).value).toBe('verdict-in-king-county-2-1m');
    send.mockResolvedValue(post('draft', { _id: 'new-post', version: 1 }));

    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toEqual({
      id: undefined,
      expectedVersion: undefined,
      action: 'save',
      publishAt: null,
      input: expect.objectContaining({
        title: 'Verdict in King County – $2.1M',
        titleShort: 'King County',
        slug: 'verdict-in-king-county-2-1m',
        description: 'A verdict.',
        keywords: 'verdict',
        body: 'The jury agreed.',
        featured: false,
      }),
    });
    expect(await screen.findByText('Now editing new-post: Saved.')).toBeTruthy();
  });

  it('keeps an edited slug when the title changes afterwards', async () => {
    const user = renderEditor();
    await user.type(screen.getByLabelText('URL slug'), 'my-own-slug');
    await user.type(screen.getByLabelText('Title'), 'Another title');
    expect((screen.getByLabelText('URL slug') as HTMLInputElement).value).toBe('my-own-slug');
  });

  it('cannot be pressed again while a save is on its way, and says when it is done', async () => {
    const onSaved = vi.fn();
    const user = renderEditor(post('draft'), onSaved);
    const answer = pending<PostView>();
    send.mockReturnValue(answer.promise);

    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const busy = screen.getByRole('button', { name: 'Publishing…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    for (const button of actionButtons().concat(busy))
      expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(busy);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toMatchObject({ id: 'post-1', expectedVersion: 4, action: 'publish' });

    answer.resolve(post('published', { version: 5 }));
    expect(await screen.findByText(/Published: the article is on the public site/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('version 5');
    expect(actionButtons().every((button) => !(button as HTMLButtonElement).disabled)).toBe(true);
    expect(actionButtons().map((button) => button.textContent)).toEqual(['Save changes', 'Unpublish']);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('asks for the time before scheduling, then sends it as an ISO time', async () => {
    const user = renderEditor(post('draft'));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(describedBy(screen.getByLabelText('Publish at'))).toBe(postMessages.publishAtRequired);
    expect(send).not.toHaveBeenCalled();

    send.mockResolvedValue(post('scheduled'));
    await user.type(screen.getByLabelText('Publish at'), '2099-01-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(send.mock.calls[0]![0]).toMatchObject({
      action: 'schedule',
      publishAt: new Date('2099-01-01T09:00').toISOString(),
    });
    expect(await screen.findByText('Scheduled.')).toBeTruthy();
  });

  it('asks before unpublishing, and sends nothing when the author cancels', async () => {
    const user = renderEditor(post('published'));
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = screen.getByRole('dialog', { name: 'Unpublish this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(send).not.toHaveBeenCalled();

    send.mockResolvedValue(post('unpublished', { version: 5 }));
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unpublish' }));
    expect(send.mock.calls[0]![0]).toMatchObject({ action: 'unpublish', expectedVersion: 4 });
    expect(await screen.findByText('Unpublished: the page is taken down.')).toBeTruthy();
  });

  it('shows the server’s refusal and lets the author try again', async () => {
    const user = renderEditor(post('draft'));
    send.mockRejectedValue(new ApiError(postMessages.staleVersion));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe(postMessages.staleVersion);
    expect((screen.getByRole('button', { name: 'Save draft' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the post editor’s Spanish version', () => {
  const toggle = () => screen.getByRole('button', { name: /^Spanish version/ });
  const spanishTitle = () => screen.getByRole('textbox', { name: 'Spanish title' });
  const spanishBody = () => screen.getByRole('textbox', { name: 'Spanish body' });
  const withSpanish = (state: PostState) =>
    post(state, { spanishTitle: 'Veredicto en el condado de King', spanishBody: 'El jurado **falló**.' });

  it('is collapsed on a post without one, and opens from the keyboard to its two fields', async () => {
    const user = renderEditor(post('draft'));
    expect(toggle().textContent).toBe('Spanish version (optional)');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    const region = document.getElementById(toggle().getAttribute('aria-controls')!)!;
    expect(region.hidden).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Spanish title' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Spanish preview' })).toBeNull();

    toggle().focus();
    await user.keyboard('{Enter}');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(region.hidden).toBe(false);
    expect(region.contains(spanishTitle())).toBe(true);
    expect(spanishTitle().getAttribute('lang')).toBe('es');
    expect(spanishBody().getAttribute('maxlength')).toBe('50000');
    expect(region.textContent).toContain('/es/news-media/verdict-in-king-county');

    await user.keyboard(' ');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('is open on a post with one, shows it in a Spanish preview, and sends it with the post', async () => {
    const user = renderEditor(withSpanish('published'));
    expect(toggle().textContent).toBe('Spanish version (written)');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect((spanishTitle() as HTMLInputElement).value).toBe('Veredicto en el condado de King');
    expect(screen.getByRole('status').textContent).toContain('/es/news-media/verdict-in-king-county');

    const preview = screen.getByRole('region', { name: 'Spanish preview' });
    expect(preview.getAttribute('lang')).toBe('es');
    expect(within(preview).getByRole('heading', { level: 1 }).textContent).toBe(
      'Veredicto en el condado de King',
    );
    expect(preview.innerHTML).toContain('<strong>falló</strong>');
    expect(preview.textContent).toContain('Por Brandt & Okafor');
    expect(preview.textContent).toContain('1 de mayo de 2026');

    await user.clear(spanishTitle());
    await user.type(spanishTitle(), 'Un veredicto');
    expect(within(preview).getByRole('heading', { level: 1 }).textContent).toBe('Un veredicto');
    send.mockResolvedValue(withSpanish('published'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(send.mock.calls[0]![0].input).toMatchObject({
      spanishTitle: 'Un veredicto',
      spanishBody: 'El jurado **falló**.',
    });
  });

  it('sends the Spanish version written in the opened section with the action', async () => {
    const user = renderEditor(post('draft'));
    await user.click(toggle());
    await user.type(spanishTitle(), 'Un veredicto');
    await user.type(spanishBody(), 'El jurado falló.');
    expect(toggle().textContent).toBe('Spanish version (written)');
    send.mockResolvedValue(withSpanish('published'));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(send.mock.calls[0]![0]).toMatchObject({
      action: 'publish',
      input: { spanishTitle: 'Un veredicto', spanishBody: 'El jurado falló.' },
    });
  });

  it('refuses half a version before sending, opening the section to say which field is missing', async () => {
    const user = renderEditor(post('draft'));
    await user.click(toggle());
    await user.type(spanishTitle(), 'Solo el título');
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText(postMessages.invalid)).toBeTruthy();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(spanishBody().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(spanishBody())).toBe(postMessages.spanishIncomplete('Spanish body', 'Spanish title'));
    // Typing the body clears the message; the two fields then save together.
    await user.type(spanishBody(), 'Y el texto.');
    expect(spanishBody().getAttribute('aria-invalid')).not.toBe('true');
    send.mockResolvedValue(post('draft', { version: 5 }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
