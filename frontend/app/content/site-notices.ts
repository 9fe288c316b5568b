/** The texts of the minimal footer's two dialogs (spec section 2, Layout); their titles are the buttons' (ui.ts). */
import { SUPPORTED_BROWSERS } from './browsers';
import type { SiteNotices } from './types';

export const siteSecurityNotice: SiteNotices['siteSecurityNotice'] = {
  paragraphs: [
    'This website is protected by a firewall and an intrusion prevention system that are monitored around ' +
      'the clock, 24 hours a day, 7 days a week.',
    'Information you send us through this website, including the consultation form, travels over an ' +
      'encrypted connection protected by 2048-bit encryption.',
  ],
};

export const browserRequirements: SiteNotices['browserRequirements'] = {
  intro:
    'This website supports the current versions of all major browsers. For the best and most secure ' +
    'experience, please keep your browser up to date. You can download the latest version here:',
  browsers: SUPPORTED_BROWSERS,
};
