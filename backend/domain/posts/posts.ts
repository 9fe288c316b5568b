/**
 * The posts use cases behind the staff operations and the schedule: who may call (every staff user),
 * validation with the shared rules, the state machine, slug uniqueness (seed articles and posts), version
 * history and the audit entry of each change.
 */
import type { AuditAction } from '../../contract/audit';
import type { Page } from '../../contract/paging';
import {
  POST_FIELD_LABELS,
  postMessages,
  isPostCategory,
  validatePost,
  type PostAction,
  type PostField,
  type PostInput,
  type PostState,
  type PostSubmission,
  type PostVersionView,
  type PostView,
} from '../../contract/posts';
import type { AuditLog } from '../audit/audit-log';
import type { StaffActor } from '../auth/callers';
import { clientNetwork } from '../client-network';
import { UserFacingError } from '../errors';
import {
  applyChange,
  isPublic,
  postVersionView,
  postView,
  type Editor,
  type StoredPost,
} from './post-record';
import { SlugTakenError, StaleVersionError, type PostStore, type PublicPagesUpdates } from './ports';

export interface PostsDependencies {
  posts: PostStore;
  audit: AuditLog;
  /** Rewrites the public pages a change affects (the post's page, the list, the sitemap). */
  publicPages: PublicPagesUpdates;
  /** The seed articles' slugs: never available to a post. */
  reservedSlugs: ReadonlySet<string>;
  now: () => Date;
  newId: () => string;
}

export interface SavePostArgs {
  /** Absent for a new post. */
  id?: string | null;
  /** The version the editor started from; required when `id` is given. */
  expectedVersion?: number | null;
  input: PostSubmission;
  action: PostAction;
  publishAt?: string | null;
}

/** The audit action of a change to `state` (back to draft = taken off the schedule). */
const STATE_AUDIT_ACTIONS: Record<PostState, AuditAction> = {
  published: 'posts.published',
  scheduled: 'posts.scheduled',
  unpublished: 'posts.unpublished',
  draft: 'posts.unpublished',
};

function firstProblem(errors: Partial<Record<PostField, string>>): string | undefined {
  const field = Object.keys(errors)[0] as PostField | undefined;
  return field && `${POST_FIELD_LABELS[field]}: ${errors[field]}`;
}

/** Trims what the author typed (a slug's case too), so stored fields compare as the rules expect. */
function cleanInput(input: PostSubmission): Omit<PostInput, 'category'> & { category: string } {
  const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    title: trim(input.title),
    titleShort: trim(input.titleShort),
    slug: trim(input.slug).toLowerCase(),
    category: input.category,
    date: trim(input.date),
    author: trim(input.author),
    featured: input.featured === true,
    description: trim(input.description),
    keywords: trim(input.keywords),
    body: typeof input.body === 'string' ? input.body : '',
    // A body of white space alone is no Spanish version; a real one is kept as written, like the English body.
    spanishTitle: trim(input.spanishTitle),
    spanishBody: trim(input.spanishBody) === '' ? '' : (input.spanishBody ?? ''),
  };
}

/**
 * The slugs whose public pages a change affects: none while the post is not and was not public; else its
 * slug, and its old slug when a public post was renamed (that page must go).
 */
export function publicSlugsChanged(previous: StoredPost | undefined, next: StoredPost): string[] {
  const wasPublic = previous !== undefined && isPublic(previous.state);
  if (!wasPublic && !isPublic(next.state)) return [];
  return [...new Set([next.slug, ...(wasPublic ? [previous.slug] : [])])];
}

function auditActionFor(previous: StoredPost | undefined, next: StoredPost): AuditAction {
  if (!previous) return next.state === 'draft' ? 'posts.created' : STATE_AUDIT_ACTIONS[next.state];
  return previous.state === next.state ? 'posts.updated' : STATE_AUDIT_ACTIONS[next.state];
}

export async function savePost(
  { user, sourceIp }: StaffActor,
  args: SavePostArgs,
  deps: PostsDependencies,
): Promise<PostView> {
  const now = deps.now();
  const { category, ...fields } = cleanInput(args.input);
  const problem = firstProblem(
    validatePost({ ...fields, category }, { action: args.action, publishAt: args.publishAt, now }),
  );
  // validatePost refuses an unknown category; the second test narrows its type.
  if (problem || !isPostCategory(category)) throw new UserFacingError(problem ?? postMessages.category);
  const input: PostInput = { ...fields, category };
  if (deps.reservedSlugs.has(input.slug)) throw new UserFacingError(postMessages.slugTaken, 'Conflict');

  const previous = args.id ? await deps.posts.get(args.id) : undefined;
  if (args.id && !previous) throw new UserFacingError(postMessages.notFound, 'NotFound');
  if (previous && previous.version !== args.expectedVersion) {
    throw new UserFacingError(postMessages.staleVersion, 'Conflict');
  }
  const editor: Editor = { userId: user._id, email: user.email };
  const next = applyChange(
    previous,
    { id: previous?.id ?? deps.newId(), input, action: args.action, publishAt: args.publishAt },
    editor,
    now,
  );
  try {
    if (previous) await deps.posts.replace(next, previous);
    else await deps.posts.create(next);
  } catch (error) {
    if (error instanceof SlugTakenError) throw new UserFacingError(postMessages.slugTaken, 'Conflict');
    if (error instanceof StaleVersionError) throw new UserFacingError(postMessages.staleVersion, 'Conflict');
    throw error;
  }
  await deps.audit.recordAfter({
    action: auditActionFor(previous, next),
    actor: editor,
    target: { type: 'post', id: next.id, label: next.title },
    network: clientNetwork(sourceIp),
    detail: `state: ${previous?.state ?? 'new'} -> ${next.state}; version ${next.version}`,
  });
  const slugs = publicSlugsChanged(previous, next);
  if (slugs.length > 0) await deps.publicPages.start({ slugs });
  return postView(next);
}

export async function listPosts(
  _actor: StaffActor,
  { cursor }: { cursor?: string | null },
  deps: Pick<PostsDependencies, 'posts'>,
): Promise<Page<PostView>> {
  const page = await deps.posts.listRecent(cursor);
  return { items: page.items.map(postView), nextCursor: page.nextCursor ?? null };
}

export async function getPost(
  _actor: StaffActor,
  { id }: { id: string },
  deps: Pick<PostsDependencies, 'posts'>,
): Promise<{ post: PostView; versions: PostVersionView[] }> {
  const post = await deps.posts.get(id);
  if (!post) throw new UserFacingError(postMessages.notFound, 'NotFound');
  const versions = await deps.posts.listVersions(id);
  return { post: postView(post), versions: versions.items.map(postVersionView) };
}

/**
 * The schedule's job: publish every scheduled post whose time has come, with nobody signed in. The change is
 * attributed to the staff user who scheduled it. A post edited meanwhile (stale version) is left for the
 * next run. Their pages are written by one update job. Resolves to the posts it published.
 */
export async function publishDuePosts(
  deps: Pick<PostsDependencies, 'posts' | 'audit' | 'now' | 'publicPages'>,
): Promise<StoredPost[]> {
  const now = deps.now();
  const published: StoredPost[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await deps.posts.listDue(now, cursor);
    for (const post of page.items) {
      const editor = { userId: post.updatedById, email: post.updatedBy };
      const next = applyChange(post, { id: post.id, input: post, action: 'publish' }, editor, now);
      try {
        await deps.posts.replace(next, post);
      } catch (error) {
        if (error instanceof StaleVersionError) continue;
        throw error;
      }
      published.push(next);
      await deps.audit.recordAfter({
        action: 'posts.published',
        actor: editor,
        target: { type: 'post', id: next.id, label: next.title },
        detail: `scheduled time ${post.publishAt} reached; version ${next.version}`,
      });
    }
    cursor = page.nextCursor;
  } while (cursor);
  if (published.length > 0) await deps.publicPages.start({ slugs: published.map((post) => post.slug) });
  return published;
}
