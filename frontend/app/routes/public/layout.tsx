import { useEffect } from 'react';
import { rememberVisitSource } from '../../features/consultation/lead-source';
import { PublicLayout } from '../../components/layout/public-layout';
import { attorneyDirectory, practiceAreaDirectory } from '../../content/directory';
import { uiText } from '../../content/ui';

export type { PublicRouteHandle } from '../../components/layout/public-layout';

const english = {
  locale: 'en',
  ui: uiText,
  directory: { attorneys: attorneyDirectory, practiceAreas: practiceAreaDirectory },
} as const;

/** The English pages' layout: their words and directory. */
export default function EnglishLayout() {
  // Where the visit came from, for a consultation request sent later in it.
  useEffect(rememberVisitSource, []);
  return <PublicLayout language={english} />;
}
