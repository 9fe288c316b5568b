import { civilDateText } from '#contract/civil-date-text';
import type { PageMeta } from './types';
import { titleWithFirmName } from './firm';
import type { ArticleText, NewsText } from './ui';

/** The News and Media list page. */
export const newsMeta: PageMeta = {
  path: '/news-media/',
  pageTitle: titleWithFirmName('News and Media | Seattle Injury Lawyers'),
  description:
    'News from Brandt & Okafor: firm announcements, recognitions and articles on catastrophic injury, ' +
    'highway design, product liability and abuse cases.',
  keywords:
    'law firm news, Seattle injury lawyers, Brandt & Okafor news, highway design, product liability, child ' +
    'sexual abuse, catastrophic injury',
};

export const newsText: NewsText = {
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
};

export const articleText: ArticleText = {
  breadcrumb: 'Breadcrumb',
  by: (author) => `By ${author}`,
  date: civilDateText,
  questionsHeading: 'Do You Have Questions About Your Case?',
  questionsText: 'Request a free consultation today.',
  contactUs: 'Contact Us',
};
