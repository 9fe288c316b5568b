import { titleWithFirmName } from '../../content/firm';

/** The portal's pages: never pre-rendered (they are a person's), kept out of search, no referrer sent. */
export const clientPortalMeta = () => [
  { title: titleWithFirmName('Your case') },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
];
