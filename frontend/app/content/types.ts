/**
 * The shapes of the firm's content. Every fact a page shows is a typed record in this folder;
 * components render these records and never hard-code a firm fact.
 */
import type { FirmIdentity } from '#contract/firm';

/** An image served from frontend/public, with its intrinsic size so the layout never shifts. */
export interface ImageAsset {
  /** Absolute path under the site root, e.g. "/images/attorneys/eleanor-brandt.webp". */
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** What every pre-rendered page puts in its <head>. `path` is the route path; the canonical is SITE_URL + path. */
export interface PageMeta {
  path: string;
  pageTitle: string;
  description: string;
  keywords: string;
}

export interface Firm extends FirmIdentity {
  formerName: string; // "Brandt Law Offices"
  mapDirectionsUrl: string;
  social: { facebook: string; linkedin: string };
  defaultSiteUrl: string; // "https://www.brandtokafor.example"
  foundedYear: number; // 1986
  practiceSinceYear: number; // 1974
  copyrightLine: string; // "© 2025 Brandt & Okafor, PLLC"
  /** The artwork's two lines of text; `alt` is both, so a logo link's spoken name starts with what it shows. */
  logo: ImageAsset & { name: string; tagline: string };
}

export interface AttorneyTab {
  /** The URL hash without '#', e.g. "bio", "education". */
  id: string;
  label: string;
  /** Trusted, hand-written HTML (paragraphs, lists, links). */
  html: string;
}

/** An attorney's entry in the directory (directory.ts): all the menu and links need. */
export interface AttorneyListing {
  slug: string; // "eleanor-brandt"
  name: string;
  title: string; // e.g. "Founding Partner"
}

export interface Attorney extends AttorneyListing {
  email: string;
  portrait: ImageAsset;
  /** One or two sentences for the overview card. */
  summary: string;
  tabs: AttorneyTab[]; // first tab is "bio"
  /** Eleanor Brandt only: five membership logos for the carousel. */
  memberships?: ImageAsset[];
  meta: PageMeta;
}

/** A practice area's entry in the directory (directory.ts): all the menu and the home grid need. */
export interface PracticeAreaListing {
  slug: string;
  name: string; // "Catastrophic Injury"
  /** One sentence for the home "Cases We Handle" grid and the overview page. */
  summary: string;
}

export interface PracticeArea extends PracticeAreaListing {
  /** Banner heading on the page. */
  heading: string;
  /** Trusted HTML paragraphs. */
  descriptionHtml: string;
  bulletsHeading: string;
  bullets: string[];
  /** Ids of case results shown in this page's carousel (product-liability: exactly one). */
  resultIds: number[];
  /** child-sexual-abuse only: the national hotline note. */
  hotlineNote?: string;
  meta: PageMeta;
}

export type SettlementType = 'Settlement' | 'Verdict' | 'Multi-Defendant Settlement';

export interface CaseResult {
  id: number;
  /** Text with currency, e.g. "$18,130,554" or "$14.2 Million"; absent for the last two. */
  settlementAmount?: string;
  settlementType: SettlementType;
  caseType: string;
  description: string;
}

export type NewsCategory =
  'Catastrophic Injury' | 'Recent Honors' | 'Highway Design' | 'Product Liability' | 'Child Sexual Abuse';

export interface NewsArticle {
  /** Trusted HTML allowed (e.g. <em>). */
  title: string;
  titleShort: string;
  url: string; // slug
  author: string; // "Brandt & Okafor" or "The Office of Brandt & Okafor"
  /** Display text, e.g. "March 4, 2026". */
  date: string;
  /** ISO date used for sorting, e.g. "2026-03-04". */
  isoDate: string;
  year: string; // "2026"
  category: NewsCategory;
  featured: 'true' | 'false';
  /** Trusted HTML body. */
  content: string;
  meta: PageMeta;
}

/**
 * One line of the News and Media list: what a card shows and the filters read, never the body, so the
 * list's data grows by a line per article.
 */
export type NewsSummary = Pick<
  NewsArticle,
  'title' | 'url' | 'date' | 'isoDate' | 'year' | 'category' | 'featured'
>;

export interface SettlementCard {
  id: number;
  amount: string;
  label: string; // category or span label, e.g. "Verdict" / "Highway Design"
  description: string;
}

export interface Award {
  id: number;
  image: ImageAsset;
}

export interface ValueItem {
  title: string; // "Reputation", "Results", "Experience"
  text: string;
}

/**
 * The texts of the minimal footer's two dialogs, in one language (site-notices.ts, site-notices.es.ts); their
 * titles are the footer buttons' labels (ui.ts `footer`), so a button names the dialog it opens.
 */
export interface SiteNotices {
  siteSecurityNotice: { paragraphs: string[] };
  browserRequirements: { intro: string; browsers: readonly { name: string; url: string }[] };
}

/** One line of a News and Media list in one language: where its card links, and whether it is in the other language. */
export interface NewsListItem extends NewsSummary {
  path: string;
  /** The article has no version in the list's language: its title is shown as written, with a note. */
  otherLanguage?: true;
}

/** Who at the firm speaks Spanish, as the contact page says it: a short lead (in its own language) and the facts. */
export interface LanguageNote {
  lead: string;
  /** The lead's language when it is not the page's ("Se habla español" on an English page). */
  leadLanguage?: 'es';
  text: string;
}

/** The consultation section around the form on the home page: a kicker, a heading and a sentence with the phone. */
export interface ConsultationIntro {
  eyebrow: string;
  heading: string;
  /** Text before and after the phone link. */
  intro: readonly [before: string, after: string];
}
