import { useState } from 'react';

/**
 * A form's values that start from what the server last answered and start over whenever it answers again:
 * the edits belong to the answer they were made on, so a new answer (a reload, or the record a save returned)
 * shows its own values without an effect copying them into state. `source` must be a new object per answer,
 * as useQuery's `data` is.
 */
export function useDraft<Source, Values>(source: Source, valuesOf: (source: Source) => Values) {
  const [draft, setDraft] = useState<{ source: Source; values: Values } | null>(null);
  const values = draft && draft.source === source ? draft.values : valuesOf(source);
  const setValues = (next: Values) => setDraft({ source, values: next });
  return [values, setValues] as const;
}
