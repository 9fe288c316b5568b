import { titleWithFirmName } from '../../content/firm';

/** Every staff page: its own title, and kept out of search engines. */
export function staffMeta(title: string) {
  return [{ title: titleWithFirmName(title) }, { name: 'robots', content: 'noindex' }];
}
