import type { PageMeta } from './types';
import { titleWithFirmName } from './firm';

/** The thank-you page after a consultation request; kept out of search results (config/public-paths.ts). */
export const messageReplyMeta: PageMeta = {
  path: '/message-reply',
  pageTitle: titleWithFirmName('Thank You for Contacting Us'),
  description:
    'Thank you for requesting a consultation with Brandt & Okafor. Our team is reviewing your message and ' +
    'will contact you as soon as possible.',
  keywords: 'consultation request received, thank you, Brandt & Okafor, Seattle injury lawyers',
};
