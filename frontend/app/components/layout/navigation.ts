import {
  attorneyDirectory,
  attorneyPath,
  practiceAreaDirectory,
  practiceAreaPath,
} from '../../content/directory';

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
 * The public menu, built from the content's directory (names and slugs only, so it stays small). The
 * alternate header variant omits the "Our Team" link (spec: "A second header variant omits the Our Team link").
 */
export function navigation(variant: HeaderVariant): NavSection[] {
  const ourTeam: NavLink[] = variant === 'primary' ? [{ label: 'Our Team', to: '/attorneys/all' }] : [];
  return [
    { label: 'Home', to: '/', pathPrefix: '/' },
    { label: 'About', to: '/about', pathPrefix: '/about' },
    {
      label: 'Attorneys',
      pathPrefix: '/attorneys',
      links: [
        ...ourTeam,
        ...attorneyDirectory.map((attorney) => ({ label: attorney.name, to: attorneyPath(attorney.slug) })),
      ],
    },
    {
      label: 'Practice Areas',
      pathPrefix: '/practice-areas',
      links: [
        { label: 'Overview', to: '/practice-areas/overview' },
        ...practiceAreaDirectory.map((area) => ({ label: area.name, to: practiceAreaPath(area.slug) })),
      ],
    },
    { label: 'Results', to: '/results', pathPrefix: '/results' },
    { label: 'News & Media', to: '/news-media/', pathPrefix: '/news-media' },
    { label: 'Contact', to: '/contact', pathPrefix: '/contact' },
  ];
}

export function isSectionActive(section: NavSection, pathname: string): boolean {
  if (section.pathPrefix === '/') return pathname === '/';
  return pathname === section.pathPrefix || pathname.startsWith(`${section.pathPrefix}/`);
}

/** Paths compare without a trailing slash, so "/news-media/" and "/news-media" are the same page. */
export const samePath = (a: string, b: string): boolean => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
