import { messageReplyMeta } from '../content/message-reply-meta';

/**
 * Pages kept out of search results (and so out of the sitemap): the thank-you page after a request. Apart
 * from public-paths.ts, which imports every page's content: every page's meta reads this set, and importing
 * that list would put all the site's content (news bodies included) into each page's first load.
 */
export const NOINDEX_PATHS: ReadonlySet<string> = new Set([messageReplyMeta.path]);
