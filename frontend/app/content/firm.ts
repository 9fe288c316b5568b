import type { Firm } from './types';

/** The firm's identity: every name, number and address the site shows comes from here. */
export const firm: Firm = {
  name: 'Brandt & Okafor, PLLC',
  shortName: 'Brandt & Okafor',
  formerName: 'Brandt Law Offices',
  phoneDisplay: '(206) 555-0148',
  phoneHref: 'tel:+12065550148',
  infoEmail: 'info@brandtokafor.example',
  adminSupportEmail: 'admin@brandtokafor.example',
  address: {
    street: '1520 Fourth Avenue',
    suite: 'Suite 1800',
    city: 'Seattle',
    region: 'WA',
    postalCode: '98101',
    country: 'US',
  },
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
    alt: 'Brandt & Okafor, PLLC',
  },
  logoAlt: {
    src: '/images/logo-alt.svg',
    width: 240,
    height: 60,
    alt: 'Brandt & Okafor, PLLC',
  },
};
