import type { PageMeta } from './types';
import { titleWithFirmName } from './firm';

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
