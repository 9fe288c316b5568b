import type { CaseResult } from './types';

/**
 * Look-ups over the content records of either language, so routes never search the arrays themselves. News
 * is looked up by the news routes' loaders (news-source.server.ts), so no article body reaches the browser's
 * JavaScript.
 */

export const bySlug = <T extends { slug: string }>(
  records: readonly T[],
  slug: string | undefined,
): T | undefined => records.find((record) => record.slug === slug);

export const resultsByIds = (results: readonly CaseResult[], ids: number[]): CaseResult[] =>
  ids.flatMap((id) => results.filter((result) => result.id === id));
