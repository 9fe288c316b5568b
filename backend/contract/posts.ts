/**
 * News posts as both sides see them: the fields, their limits, the slug rule, the states and every message
 * a person reads. The editor validates with `validatePost` as the author types and the server runs the same
 * function before it stores anything, so no rule is written twice.
 */

import { NEWS_CATEGORIES } from './news-categories';

/** A post takes one of the public news list's five categories. */
export const POST_CATEGORIES = NEWS_CATEGORIES;
export type PostCategory = (typeof POST_CATEGORIES)[number];
export const isPostCategory = (value: string): value is PostCategory =>
  (POST_CATEGORIES as readonly string[]).includes(value);

/**
 * draft: never public. scheduled: goes public at `publishAt` (the schedule publishes it). published: on the
 * site. unpublished: was public, taken down (its page and sitemap entry removed).
 */
export const POST_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type PostState = (typeof POST_STATES)[number];

/** What a save does besides storing the fields: keep the state, publish now, schedule, or take down. */
export const POST_ACTIONS = ['save', 'publish', 'schedule', 'unpublish'] as const;
export type PostAction = (typeof POST_ACTIONS)[number];

/**
 * The state machine, one table for both sides: action → (state before → state after); a missing pair is
 * refused by the server, and the editor offers only the actions its post's state has here.
 */
export const POST_TRANSITIONS: Record<PostAction, Partial<Record<PostState, PostState>>> = {
  save: { draft: 'draft', scheduled: 'scheduled', published: 'published', unpublished: 'unpublished' },
  publish: { draft: 'published', scheduled: 'published', unpublished: 'published' },
  // A scheduled post can be given another time.
  schedule: { draft: 'scheduled', scheduled: 'scheduled', unpublished: 'scheduled' },
  // Taking a scheduled post off the schedule returns it to draft: it was never public.
  unpublish: { published: 'unpublished', scheduled: 'draft' },
};

/** The state after `action`, or null when the state machine refuses it. A post not yet saved is a draft. */
export function nextPostState(state: PostState, action: PostAction): PostState | null {
  return POST_TRANSITIONS[action][state] ?? null;
}

/** The actions a post in `state` allows, in the editor's button order. */
export function postActionsFrom(state: PostState): PostAction[] {
  return POST_ACTIONS.filter((action) => nextPostState(state, action) !== null);
}

const TITLE_LIMIT = 160;
const BODY_LIMIT = 50_000;

/** The Spanish version's title and body have the English ones' limits. */
export const POST_LIMITS = {
  title: TITLE_LIMIT,
  titleShort: 60,
  slug: 80,
  author: 80,
  description: 300,
  keywords: 300,
  body: BODY_LIMIT,
  spanishTitle: TITLE_LIMIT,
  spanishBody: BODY_LIMIT,
} as const;

/** Lower-case words of letters and digits joined by single hyphens, as the seed articles' URLs are. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A post's fields as an editor sends them: the category is any text until `validatePost` checks it, and a
 * post without a Spanish version may leave its two fields out.
 */
export type PostSubmission = Omit<PostInput, 'category' | SpanishField> & {
  category: string;
} & Partial<Record<SpanishField, string | null>>;

/** The Spanish version's two fields. */
export type SpanishField = 'spanishTitle' | 'spanishBody';

/**
 * The fields an author edits. `date` is the article's date (YYYY-MM-DD); `body` is Markdown. The optional
 * Spanish version is a title and a Markdown body, both or neither (empty strings when the post has none);
 * it shares everything else (slug, category, date, author) and is published with the English one.
 */
export interface PostInput {
  title: string;
  titleShort: string;
  slug: string;
  category: PostCategory;
  date: string;
  author: string;
  featured: boolean;
  description: string;
  keywords: string;
  body: string;
  spanishTitle: string;
  spanishBody: string;
}

/** Has the post a Spanish version? (`validatePost` lets only both fields or neither through.) */
export function hasSpanishVersion(post: Pick<PostInput, SpanishField>): boolean {
  return post.spanishTitle.trim() !== '' && post.spanishBody.trim() !== '';
}

/** A post as the staff screens see it. */
export interface PostView extends PostInput {
  _id: string;
  state: PostState;
  /** ISO time a scheduled post goes public; null unless scheduled. */
  publishAt: string | null;
  /** Bumped on every change; a save names the version it started from (concurrent edits conflict). */
  version: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
}

/** One kept earlier version: what the post was, who saved it and when. */
export interface PostVersionView {
  version: number;
  state: PostState;
  title: string;
  slug: string;
  savedAt: string;
  savedBy: string;
}

export type PostField = keyof PostInput | 'publishAt';
export type PostErrors = Partial<Record<PostField, string>>;

export const postMessages = {
  required: (label: string) => `Please enter ${label}.`,
  tooLong: (label: string, max: number) =>
    `${label} can be at most ${max.toLocaleString('en-US')} characters.`,
  slugFormat: 'Use lower-case letters, digits and single hyphens (for example "new-verdict-in-king-county").',
  spanishIncomplete: (missing: string, present: string) =>
    `Please enter the ${missing} too, or clear the ${present}: a Spanish version needs both.`,
  slugTaken: 'Another article already uses this URL. Please choose a different one.',
  category: 'Please choose one of the five categories.',
  date: 'Please enter the article date as YYYY-MM-DD.',
  publishAtRequired: 'Please choose when the post should go live.',
  publishAtPast: 'The scheduled time must be in the future.',
  invalid: 'Please correct the highlighted fields.',
  notFound: 'This post no longer exists.',
  staleVersion: 'Someone else changed this post since you opened it. Reload it to see their changes.',
  notAllowed: (action: PostAction, state: PostState) => `A ${state} post cannot be ${ACTION_PAST[action]}.`,
} as const;

const ACTION_PAST: Record<PostAction, string> = {
  save: 'saved',
  publish: 'published',
  schedule: 'scheduled',
  unpublish: 'unpublished',
};

/** The labels the editor shows; the validation messages use them too. */
export const POST_FIELD_LABELS: Record<PostField, string> = {
  title: 'Title',
  titleShort: 'Short title',
  slug: 'URL slug',
  category: 'Category',
  date: 'Date',
  author: 'Author',
  featured: 'Featured',
  description: 'Description',
  keywords: 'Keywords',
  body: 'Body',
  spanishTitle: 'Spanish title',
  spanishBody: 'Spanish body',
  publishAt: 'Publish at',
};

/** A slug from a title: "Verdict in King County – $2.1M" → "verdict-in-king-county-2-1m". */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, POST_LIMITS.slug).replace(/-+$/, '');
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const TEXT_FIELDS = ['title', 'titleShort', 'slug', 'author', 'description', 'keywords', 'body'] as const;

/** The Spanish version is optional, but a title without a body (or the reverse) is not a version. */
function validateSpanishVersion(input: PostSubmission, errors: PostErrors): void {
  const valueOf = (field: SpanishField) => input[field] ?? '';
  const given = (field: SpanishField) => valueOf(field).trim() !== '';
  for (const [field, other] of [
    ['spanishTitle', 'spanishBody'],
    ['spanishBody', 'spanishTitle'],
  ] as const) {
    if (valueOf(field).length > POST_LIMITS[field])
      errors[field] = postMessages.tooLong(POST_FIELD_LABELS[field], POST_LIMITS[field]);
    else if (!given(field) && given(other))
      errors[field] = postMessages.spanishIncomplete(POST_FIELD_LABELS[field], POST_FIELD_LABELS[other]);
  }
}

/**
 * Every field's problem, or an empty object. `publishAt` is checked only when scheduling, against `now`
 * (the server's clock on the server; the browser's in the editor, which the server checks again).
 */
export function validatePost(
  input: PostSubmission,
  options: { action?: PostAction; publishAt?: string | null; now?: Date } = {},
): PostErrors {
  const errors: PostErrors = {};
  for (const field of TEXT_FIELDS) {
    const value = input[field];
    const label = POST_FIELD_LABELS[field];
    if (typeof value !== 'string' || !value.trim())
      errors[field] = postMessages.required(label.toLowerCase());
    else if (value.length > POST_LIMITS[field])
      errors[field] = postMessages.tooLong(label, POST_LIMITS[field]);
  }
  validateSpanishVersion(input, errors);
  if (!errors.slug && !SLUG_PATTERN.test(input.slug)) errors.slug = postMessages.slugFormat;
  if (!isPostCategory(input.category)) errors.category = postMessages.category;
  if (typeof input.date !== 'string' || !isRealDate(input.date)) errors.date = postMessages.date;
  if (options.action === 'schedule') {
    const at = options.publishAt ? new Date(options.publishAt) : undefined;
    if (!at || Number.isNaN(at.getTime())) errors.publishAt = postMessages.publishAtRequired;
    else if (at.getTime() <= (options.now ?? new Date()).getTime())
      errors.publishAt = postMessages.publishAtPast;
  }
  return errors;
}

/** The public page of a post (and of a seed article). */
export function postPath(slug: string): string {
  return `/news-media/${slug}`;
}
