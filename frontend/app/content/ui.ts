/**
 * The public site's own words in English: menus, buttons, labels, headings and notices that are not a page's
 * content record. ui.es.ts holds the same keys in Spanish; the English pages' layout provides this one and
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
  home: {
    meetAttorneys: string;
    historyHeading: string;
    settlementsLabel: string;
    seeAllResults: string;
    casesHeading: string;
    allPracticeAreas: string;
    ourAttorneys: string;
    valuesHeading: string;
  };
  awards: { heading: string; label: string };
  priorResults: string;
  about: { kicker: string; requestConsultation: string };
  team: { heading: string; kicker: string; listLabel: string; viewProfile: string; viewProfileOf: string };
  profile: {
    contact: string;
    aboutPerson: string;
    requestConsultation: string;
    memberships: string;
    membershipsLabel: string;
  };
  practice: {
    kicker: string;
    hotline: string;
    callToAction: string;
    contactUs: string;
    sideNav: string;
    results: (area: string) => string;
    resultsLabel: (area: string) => string;
    moreResults: string;
  };
  results: {
    heading: string;
    kicker: string;
    listLabel: string;
    footnote: string;
    confidential: string;
    settlementTypes: Record<SettlementType, string>;
  };
  news: {
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
  };
  article: {
    breadcrumb: string;
    by: (author: string) => string;
    questionsHeading: string;
    questionsText: string;
  };
  contact: {
    heading: string;
    lead: string;
    prompt: string;
    phone: string;
    email: string;
  };
  replyHeading: string;
  disclaimerHeading: string;
  notFound: string;
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
  home: {
    meetAttorneys: 'Meet Our Attorneys',
    historyHeading: 'A Proven History Of Success',
    settlementsLabel: 'Settlements and verdicts',
    seeAllResults: 'See All Case Results',
    casesHeading: 'Cases We Handle',
    allPracticeAreas: 'All Practice Areas',
    ourAttorneys: 'Our Attorneys',
    valuesHeading: 'Our Values',
  },
  awards: { heading: 'Awards & Recognition', label: 'Awards and recognitions' },
  priorResults: 'Prior results do not guarantee a similar outcome.',
  about: { kicker: 'About Us', requestConsultation: 'Request a Free Consultation' },
  team: {
    heading: 'Our Team',
    kicker: 'Attorneys',
    listLabel: 'Our attorneys',
    viewProfile: 'View Profile',
    viewProfileOf: 'View Profile:',
  },
  profile: {
    contact: 'Contact',
    aboutPerson: 'About',
    requestConsultation: 'Request a Consultation',
    memberships: 'Professional Memberships',
    membershipsLabel: 'Professional memberships',
  },
  practice: {
    kicker: 'Practice Areas',
    hotline: 'Child abuse hotline',
    callToAction: 'Talk with an attorney about your case. Consultations are free and confidential.',
    contactUs: 'Contact Us',
    sideNav: 'Practice Areas',
    results: (area) => `${area} Results`,
    resultsLabel: (area) => `${area} case results`,
    moreResults: 'More Results',
  },
  results: {
    heading: 'Case Results',
    kicker: 'Verdicts & Settlements',
    listLabel: 'All case results',
    footnote:
      'Prior results do not guarantee a similar outcome. Every case depends on its own facts and law. ' +
      'Amounts are gross recoveries before attorney fees and costs.',
    confidential: 'Confidential',
    settlementTypes: {
      Settlement: 'Settlement',
      Verdict: 'Verdict',
      'Multi-Defendant Settlement': 'Multi-Defendant Settlement',
    },
  },
  news: {
    heading: 'News and Media',
    kicker: 'From the Firm',
    listLabel: 'News articles',
    filterLabel: 'Filter news',
    featured: 'Featured',
    category: 'Category',
    allCategories: 'Select a Category',
    year: 'Year',
    allYears: 'Select a Date',
    clearAll: 'Clear All',
    count: (count) => (count === 1 ? '1 article' : `${count} articles`),
    empty: (phone) =>
      `No matching news items found. If you would like more information, please contact us at ${phone}. Thank you!`,
    categories: {
      'Catastrophic Injury': 'Catastrophic Injury',
      'Recent Honors': 'Recent Honors',
      'Highway Design': 'Highway Design',
      'Product Liability': 'Product Liability',
      'Child Sexual Abuse': 'Child Sexual Abuse',
    },
    otherLanguageNote: '(in Spanish)',
  },
  article: {
    breadcrumb: 'Breadcrumb',
    by: (author) => `By ${author}`,
    questionsHeading: 'Do You Have Questions About Your Case?',
    questionsText: 'Request a free consultation today.',
  },
  contact: {
    heading: 'Contact Us',
    lead: 'Passionately Advocating for the Injured',
    prompt: 'Please Fill Out a Contact Form to Schedule a Free Consultation',
    phone: 'Phone',
    email: 'Email',
  },
  replyHeading: 'Thank You',
  disclaimerHeading: 'Disclaimer',
  notFound: 'Not Found',
};
