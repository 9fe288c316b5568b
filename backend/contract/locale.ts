/**
 * The public site's two languages, named by their language tags (what `<html lang>` and `hreflang` say), and
 * how their URLs pair: every English page `/x` has its Spanish page at
 * `/es/x` (the home page `/` at `/es/`), with the same slugs, so a page and its translation name each other
 * without a table. Nothing redirects by browser language or cookie: the URL alone says the language.
 */
export type Locale = 'en' | 'es';

export const LOCALES: readonly Locale[] = ['en', 'es'];

/** The path prefix of the Spanish pages, as the route table spells it. */
export const SPANISH_PREFIX = 'es';

/** Open Graph's locale for each language. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

const SPANISH_PATH = /^\/es(?:\/|$)/;

/** The language of a site path: Spanish under /es/, English everywhere else (staff screens included). */
export function localeOfPath(pathname: string): Locale {
  return SPANISH_PATH.test(pathname) ? 'es' : 'en';
}

/** The English path of a page in either language ("/es/about" -> "/about", "/es/" and "/es" -> "/"). */
export function englishPath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice('/es'.length);
  return rest === '' ? '/' : rest;
}

/** The same page in `locale` ("/about" -> "/es/about", "/" -> "/es/"); slashes and slugs are kept. */
export function localizedPath(pathname: string, locale: Locale): string {
  const english = englishPath(pathname);
  if (locale === 'en') return english;
  return english === '/' ? '/es/' : `/es${english}`;
}

/** The other language of the two. */
export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'es' : 'en');
