import { useEffect } from 'react';
import { rememberVisitSource } from '../../../features/consultation/lead-source';
import { PublicLayout } from '../../../components/layout/public-layout';
import { attorneyDirectory, practiceAreaDirectory } from '../../../content/directory.es';
import { uiText } from '../../../content/ui.es';

export type { PublicRouteHandle } from '../../../components/layout/public-layout';

const spanish = {
  locale: 'es',
  ui: uiText,
  directory: { attorneys: attorneyDirectory, practiceAreas: practiceAreaDirectory },
} as const;

/** The Spanish pages' layout (under /es/): their words and directory. */
export default function SpanishLayout() {
  // Where the visit came from, for a consultation request sent later in it.
  useEffect(rememberVisitSource, []);
  return <PublicLayout language={spanish} />;
}
