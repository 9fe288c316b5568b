/**
 * A news post as stored, and the rules that change it: the state machine's refusal (its table is in
 * contract/posts.ts, shared with the editor) and how a save turns the author's input into the next record.
 * Pure functions; the store is a port.
 */
import {
  nextPostState,
  postMessages,
  type PostAction,
  type PostInput,
  type PostState,
  type PostVersionView,
  type PostView,
} from '../../contract/posts';
import { UserFacingError } from '../errors';

/** The current record of a post. */
export interface StoredPost extends PostInput {
  id: string;
  state: PostState;
  publishAt: string | null;
  /** When the post first went public (null until then); the public page's date stays `date`. */
  publishedAt: string | null;
  version: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
  updatedById: string;
}

/** An earlier version, kept when a save replaces it: the whole record as it was. */
export interface StoredPostVersion {
  id: string;
  version: number;
  savedAt: string;
  savedBy: string;
  post: StoredPost;
}

export function nextState(state: PostState, action: PostAction): PostState {
  const next = nextPostState(state, action);
  if (!next) throw new UserFacingError(postMessages.notAllowed(action, state), 'Conflict');
  return next;
}

/** Is the post on the public site in this state? (Its page, list line and sitemap entry exist.) */
export function isPublic(state: PostState): boolean {
  return state === 'published';
}

export interface Editor {
  userId: string;
  email: string;
}

/** The record after `action`, from the previous record (undefined for a new post). */
export function applyChange(
  previous: StoredPost | undefined,
  change: { id: string; input: PostInput; action: PostAction; publishAt?: string | null },
  editor: Editor,
  now: Date,
): StoredPost {
  const at = now.toISOString();
  const state = nextState(previous?.state ?? 'draft', change.action);
  const scheduledFor = state === 'scheduled' ? (change.publishAt ?? previous?.publishAt) : undefined;
  const publishAt = scheduledFor ? new Date(scheduledFor).toISOString() : null;
  const becamePublic = isPublic(state) && !isPublic(previous?.state ?? 'draft');
  return {
    ...change.input,
    id: change.id,
    state,
    publishAt,
    publishedAt: previous?.publishedAt ?? (becamePublic ? at : null),
    version: (previous?.version ?? 0) + 1,
    createdAt: previous?.createdAt ?? at,
    createdBy: previous?.createdBy ?? editor.email,
    updatedAt: at,
    updatedBy: editor.email,
    updatedById: editor.userId,
  };
}

export function versionOf(post: StoredPost): StoredPostVersion {
  return { id: post.id, version: post.version, savedAt: post.updatedAt, savedBy: post.updatedBy, post };
}

/** What the author wrote, and nothing of the record around it: also all that the public site is given. */
export function postInputOf(post: StoredPost): PostInput {
  return {
    title: post.title,
    titleShort: post.titleShort,
    slug: post.slug,
    category: post.category,
    date: post.date,
    author: post.author,
    featured: post.featured,
    description: post.description,
    keywords: post.keywords,
    body: post.body,
    spanishTitle: post.spanishTitle,
    spanishBody: post.spanishBody,
  };
}

export function postView(post: StoredPost): PostView {
  return {
    _id: post.id,
    ...postInputOf(post),
    state: post.state,
    publishAt: post.publishAt,
    version: post.version,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    updatedBy: post.updatedBy,
  };
}

export function postVersionView(version: StoredPostVersion): PostVersionView {
  return {
    version: version.version,
    state: version.post.state,
    title: version.post.title,
    slug: version.post.slug,
    savedAt: version.savedAt,
    savedBy: version.savedBy,
  };
}
