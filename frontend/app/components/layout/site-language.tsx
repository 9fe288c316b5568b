import { createContext, useContext, type ReactNode } from 'react';
import { localizedPath, type Locale } from '#contract/locale';
import type { AttorneyListing, PracticeAreaListing } from '../../content/types';
import type { UiText } from '../../content/ui';

/**
 * One language of the public site: its words (ui.ts or ui.es.ts) and its directory (names for the menu and the
 * grids). Each language's layout route provides its own, so the shared components never import a language
 * and no page carries the other language's words.
 */
export interface SiteLanguage {
  locale: Locale;
  ui: UiText;
  directory: {
    attorneys: readonly AttorneyListing[];
    practiceAreas: readonly PracticeAreaListing[];
  };
}

const SiteLanguageContext = createContext<SiteLanguage | null>(null);

export function SiteLanguageProvider({
  language,
  children,
}: {
  language: SiteLanguage;
  children: ReactNode;
}) {
  return <SiteLanguageContext value={language}>{children}</SiteLanguageContext>;
}

/** The language of the public page being shown; only public pages (inside a language's layout) ask. */
export function useSiteLanguage(): SiteLanguage & { path: (englishPath: string) => string } {
  const language = useContext(SiteLanguageContext);
  if (!language) throw new Error('useSiteLanguage is for public pages, inside a language layout');
  return { ...language, path: (englishPath) => localizedPath(englishPath, language.locale) };
}
