import { attorneys } from './attorneys';
import { practiceAreas } from './practice-areas';
import { caseResults } from './results';
import type { Attorney, CaseResult, PracticeArea } from './types';

/**
 * Look-ups over the content records, so routes never search the arrays themselves. News is looked up by the
 * news routes' loaders (news-source.server.ts), so no article body reaches the browser's JavaScript.
 */

export const findAttorney = (slug: string | undefined): Attorney | undefined =>
  attorneys.find((attorney) => attorney.slug === slug);

export const findPracticeArea = (slug: string | undefined): PracticeArea | undefined =>
  practiceAreas.find((area) => area.slug === slug);

export const resultsByIds = (ids: number[]): CaseResult[] =>
  ids.flatMap((id) => caseResults.filter((result) => result.id === id));
