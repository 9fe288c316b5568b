/**
 * The public site's own words in English that every page shows (menus, buttons, labels, the footer's notices),
 * and the shapes of each page's own words, which sit in that page's content module (home.ts, pages.ts, ...) so
 * that only the page loads them. ui.es.ts holds the same keys in Spanish; the English pages' layout provides this one and
 * the Spanish pages' layout the other (components/layout/site-language.tsx), so no page ships the other
 * language's words. content-translations.test.ts fails when a key has no Spanish value.
 */
import type { NewsCategory, SettlementType } from './types';

export interface UiText {
  skipLink: string;
  nav: {
    main: string;
    mobile: string;
    home: string;
    about: string;
    attorneys: string;
    ourTeam: string;
    practiceAreas: string;
    overview: string;
    results: string;
    news: string;
    contact: string;
  };
  header: {
    logoHome: string;
    phoneLabel: string;
    menu: string;
    closeMenu: string;
  };
  /** The language switcher: it offers the other language in that language's own words. */
  switcher: {
    /** The other language's own name ("Español" on an English page). */
    otherName: string;
    /** The link's tooltip, in the other language ("Leer esta página en español"). */
    otherLabel: string;
    /** In this page's language: this page has no version in the other language. */
    unavailable: string;
  };
  footer: {
    office: string;
    callUs: string;
    callUsText: string;
    social: string;
    quickLinks: string;
    disclaimer: string;
    mapDirections: string;
    securityTitle: string;
    browsersTitle: string;
  };
  newTab: string;
  close: string;
  call: (phone: string) => string;
  carousel: {
    carousel: string;
    slide: string;
    previous: string;
    next: string;
    position: (slide: number, count: number) => string;
  };
  awards: { heading: string; label: string };
  priorResults: string;
  /** A case result's card (the results page and the practice areas). */
  results: {
    confidential: string;
    settlementTypes: Record<SettlementType, string>;
  };
  notFound: string;
}

/** The home page's own words (in its content module, so only that page loads them). */
export interface HomeText {
  meetAttorneys: string;
  historyHeading: string;
  settlementsLabel: string;
  seeAllResults: string;
  casesHeading: string;
  allPracticeAreas: string;
  ourAttorneys: string;
  valuesHeading: string;
}

/** The about page's own words (in its content module, so only that page loads them). */
export interface AboutText {
  kicker: string;
  requestConsultation: string;
  meetAttorneys: string;
}

/** The team page's own words (in its content module, so only that page loads them). */
export interface TeamText {
  heading: string;
  kicker: string;
  listLabel: string;
  viewProfile: string;
  viewProfileOf: string;
}

/** The profile page's own words (in its content module, so only that page loads them). */
export interface ProfileText {
  contact: string;
  aboutPerson: string;
  requestConsultation: string;
  memberships: string;
  membershipsLabel: string;
}

/** The practice page's own words (in its content module, so only that page loads them). */
export interface PracticeText {
  kicker: string;
  hotline: string;
  callToAction: string;
  contactUs: string;
  sideNav: string;
  results: (area: string) => string;
  resultsLabel: (area: string) => string;
  moreResults: string;
}

/** The news page's own words (in its content module, so only that page loads them). */
export interface NewsText {
  heading: string;
  kicker: string;
  listLabel: string;
  filterLabel: string;
  featured: string;
  category: string;
  allCategories: string;
  year: string;
  allYears: string;
  clearAll: string;
  count: (count: number) => string;
  empty: (phone: string) => string;
  categories: Record<NewsCategory, string>;
  /** After an article's title when it has no version in this language. */
  otherLanguageNote: string;
}

/** The article page's own words (in its content module, so only that page loads them). */
export interface ArticleText {
  breadcrumb: string;
  by: (author: string) => string;
  /** An article's date as this language writes it. */
  date: (isoDate: string) => string;
  questionsHeading: string;
  questionsText: string;
  contactUs: string;
}

/** The contact page's own words (in its content module, so only that page loads them). */
export interface ContactText {
  heading: string;
  lead: string;
  prompt: string;
  phone: string;
  email: string;
}

/** The results page's own words (results.ts). */
export interface ResultsText {
  heading: string;
  kicker: string;
  listLabel: string;
  footnote: string;
}

export const uiText: UiText = {
  skipLink: 'Skip to main content',
  nav: {
    main: 'Main',
    mobile: 'Mobile',
    home: 'Home',
    about: 'About',
    attorneys: 'Attorneys',
    ourTeam: 'Our Team',
    practiceAreas: 'Practice Areas',
    overview: 'Overview',
    results: 'Results',
    news: 'News & Media',
    contact: 'Contact',
  },
  header: { logoHome: 'home', phoneLabel: 'Free consultation', menu: 'Menu', closeMenu: 'Close menu' },
  switcher: {
    otherName: 'Español',
    otherLabel: 'Leer esta página en español',
    unavailable: 'This page has no Spanish version.',
  },
  footer: {
    office: 'Our Office',
    callUs: 'Call Us',
    callUsText: 'Free, confidential consultations. No fee unless we recover compensation for you.',
    social: 'Social media',
    quickLinks: 'Quick Links',
    disclaimer: 'Disclaimer',
    mapDirections: 'Map & Directions',
    securityTitle: 'Site Security',
    browsersTitle: 'Browser Requirements',
  },
  newTab: '(opens in a new tab)',
  close: 'Close',
  call: (phone) => `Call ${phone}`,
  carousel: {
    carousel: 'carousel',
    slide: 'slide',
    previous: 'Previous slide',
    next: 'Next slide',
    position: (slide, count) => `${slide} of ${count}`,
  },
  awards: { heading: 'Awards & Recognition', label: 'Awards and recognitions' },
  priorResults: 'Prior results do not guarantee a similar outcome.',
  results: {
    confidential: 'Confidential',
    settlementTypes: {
      Settlement: 'Settlement',
      Verdict: 'Verdict',
      'Multi-Defendant Settlement': 'Multi-Defendant Settlement',
    },
  },
  notFound: 'Not Found',
};
