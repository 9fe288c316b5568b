import { FIRM_IDENTITY } from '#contract/firm';
import type { Firm } from './types';

/** A page's title: its topic, then the firm's short name (every public and staff page). */
export const titleWithFirmName = (topic: string) => `${topic} | ${FIRM_IDENTITY.shortName}`;

const LOGO_NAME = 'Brandt & Okafor';
const LOGO_TAGLINE = 'Seattle Trial Attorneys';

/**
 * Everything the site shows about the firm: its identity (name, phone, addresses) from the contract, which
 * the server's emails share, and what only the site needs.
 */
export const firm: Firm = {
  ...FIRM_IDENTITY,
  formerName: 'Brandt Law Offices',
  mapDirectionsUrl:
    'https://www.google.com/maps/dir/?api=1&destination=' +
    '1520%20Fourth%20Avenue%2C%20Suite%201800%2C%20Seattle%2C%20WA%2098101',
  social: {
    facebook: 'https://www.facebook.com/brandtokaforlaw',
    linkedin: 'https://www.linkedin.com/company/brandt-okafor-pllc',
  },
  defaultSiteUrl: 'https://www.brandtokafor.example',
  foundedYear: 1986,
  practiceSinceYear: 1974,
  copyrightLine: '© 2025 Brandt & Okafor, PLLC',
  logo: {
    src: '/images/logo.svg',
    width: 240,
    height: 60,
    name: LOGO_NAME,
    tagline: LOGO_TAGLINE,
    alt: `${LOGO_NAME}, ${LOGO_TAGLINE}`,
  },
};
