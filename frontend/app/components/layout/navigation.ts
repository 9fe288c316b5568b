import { attorneyPath, practiceAreaPath } from '../../content/directory';
import type { SiteLanguage } from './site-language';
import { localizedPath } from '#contract/locale';

export interface NavLink {
  label: string;
  to: string;
}

export interface NavSection {
  label: string;
  /** Paths under this prefix mark the section active. */
  pathPrefix: string;
  /** Top-level link, or the dropdown's links. */
  to?: string;
  links?: NavLink[];
}

export type HeaderVariant = 'primary' | 'alternate';

/**
 * The public menu in the page's language, built from that language's directory (names and slugs only, so it
 * stays small); every link stays in the language. The alternate header variant omits the "Our Team" link
 * (spec: "A second header variant omits the Our Team link").
 */
export function navigation(
  variant: HeaderVariant,
  { locale, ui: { nav }, directory }: SiteLanguage,
): NavSection[] {
  const path = (englishPath: string) => localizedPath(englishPath, locale);
  const ourTeam: NavLink[] =
    variant === 'primary' ? [{ label: nav.ourTeam, to: path('/attorneys/all') }] : [];
  return [
    { label: nav.home, to: path('/'), pathPrefix: path('/') },
    { label: nav.about, to: path('/about'), pathPrefix: path('/about') },
    {
      label: nav.attorneys,
      pathPrefix: path('/attorneys'),
      links: [
        ...ourTeam,
        ...directory.attorneys.map((attorney) => ({
          label: attorney.name,
          to: path(attorneyPath(attorney.slug)),
        })),
      ],
    },
    {
      label: nav.practiceAreas,
      pathPrefix: path('/practice-areas'),
      links: [
        { label: nav.overview, to: path('/practice-areas/overview') },
        ...directory.practiceAreas.map((area) => ({
          label: area.name,
          to: path(practiceAreaPath(area.slug)),
        })),
      ],
    },
    { label: nav.results, to: path('/results'), pathPrefix: path('/results') },
    { label: nav.news, to: path('/news-media/'), pathPrefix: path('/news-media') },
    { label: nav.contact, to: path('/contact'), pathPrefix: path('/contact') },
  ];
}

export function isSectionActive(section: NavSection, pathname: string): boolean {
  // Home's prefix ("/" or "/es/") marks only the home page itself.
  if (section.pathPrefix.endsWith('/')) return samePath(pathname, section.pathPrefix);
  return pathname === section.pathPrefix || pathname.startsWith(`${section.pathPrefix}/`);
}

/** Paths compare without a trailing slash, so "/news-media/" and "/news-media" are the same page. */
export const samePath = (a: string, b: string): boolean => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
