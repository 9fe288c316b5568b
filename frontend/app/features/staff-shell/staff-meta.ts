import { firm } from '../../content/firm';

/** Every staff page: its own title, and kept out of search engines. */
export function staffMeta(title: string) {
  return [{ title: `${title} | ${firm.shortName}` }, { name: 'robots', content: 'noindex' }];
}
