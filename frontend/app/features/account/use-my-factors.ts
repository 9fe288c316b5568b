import { useCallback, useEffect, useState } from 'react';
import type { ResultOf } from '#contract/graphql/typed-document';
import type { MyFactorsDocument } from '#contract/graphql/factors.generated';
import { myFactors } from './factors-api';

export type MyFactors = ResultOf<typeof MyFactorsDocument>['myFactors'];

/** The caller's factors as the account sections share them: one load, reloaded after any change. */
export function useMyFactors() {
  const [factors, setFactors] = useState<MyFactors | null>(null);
  const [error, setError] = useState('');
  const reload = useCallback(() => {
    myFactors()
      .then((answer) => {
        setFactors(answer);
        setError('');
      })
      .catch((failure: Error) => setError(failure.message));
  }, []);
  useEffect(reload, [reload]);
  return { factors, error, reload };
}

/** What each factor section receives from the account screen. */
export interface FactorSectionProps {
  factors: MyFactors | null;
  error: string;
  reload: () => void;
}
