import type { ResultOf } from '#contract/graphql/typed-document';
import type { MyFactorsDocument } from '#contract/graphql/factors.generated';
import { useQuery } from '../../lib/use-query';
import { myFactors } from './factors-api';

export type MyFactors = ResultOf<typeof MyFactorsDocument>['myFactors'];

/** The caller's factors as the account sections share them: one load, reloaded after any change. */
export function useMyFactors(): FactorSectionProps {
  const { data, error, reload } = useQuery(myFactors);
  return { factors: data ?? null, error, reload };
}

/** What each factor section receives from the account screen. */
export interface FactorSectionProps {
  factors: MyFactors | null;
  error: string;
  reload: () => void;
}
