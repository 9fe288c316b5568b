import { messageReplyMeta } from '../content/message-reply-meta';
import { LOCALES, localizedPath } from '#contract/locale';

/**
 * Pages kept out of search results (and so out of the sitemap): the thank-you page after a request, in both
 * languages. Apart
 * from public-paths.ts, which imports every page's content: every page's meta reads this set, and importing
 * that list would put all the site's content (news bodies included) into each page's first load.
 */
export const NOINDEX_PATHS: ReadonlySet<string> = new Set(
  LOCALES.map((locale) => localizedPath(messageReplyMeta.path, locale)),
);
