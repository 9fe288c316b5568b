/** The texts of the minimal footer's two dialogs (spec section 2, Layout). */
import { SITE_NOTICE_TITLES } from './site-notice-titles';

export const siteSecurityNotice: { title: string; paragraphs: string[] } = {
  title: SITE_NOTICE_TITLES.security,
  paragraphs: [
    'This website is protected by a firewall and an intrusion prevention system that are monitored around ' +
      'the clock, 24 hours a day, 7 days a week.',
    'Information you send us through this website, including the consultation form, travels over an ' +
      'encrypted connection protected by 2048-bit encryption.',
  ],
};

export const browserRequirements: {
  title: string;
  intro: string;
  browsers: { name: string; url: string }[];
} = {
  title: SITE_NOTICE_TITLES.browsers,
  intro:
    'This website supports the current versions of all major browsers. For the best and most secure ' +
    'experience, please keep your browser up to date. You can download the latest version here:',
  browsers: [
    { name: 'Google Chrome', url: 'https://www.google.com/chrome/' },
    { name: 'Mozilla Firefox', url: 'https://www.mozilla.org/firefox/new/' },
    { name: 'Apple Safari', url: 'https://www.apple.com/safari/' },
    { name: 'Microsoft Edge', url: 'https://www.microsoft.com/edge' },
  ],
};
