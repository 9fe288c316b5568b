import type { MetaDescriptor } from 'react-router';
import { absoluteUrl } from '../../config/site';
import { LOCALES, OG_LOCALES, localeOfPath, localizedPath, otherLocale } from '#contract/locale';
import { NOINDEX_PATHS } from '../../config/noindex-paths';
import { firm, titleWithFirmName } from '../../content/firm';
import type { PageMeta } from '../../content/types';

type JsonLd = Extract<MetaDescriptor, { 'script:ld+json': unknown }>['script:ld+json'];

interface PageMetaOptions {
  /** Structured data for search engines; rendered as a non-executed application/ld+json script. */
  jsonLd?: JsonLd;
  /** Open Graph type: "website" unless the page is an article or a profile. */
  ogType?: 'website' | 'article' | 'profile';
  /** Whether the page has a version in the other language (every page but some articles). */
  translated?: boolean;
}

/**
 * A page and its translation name each other (absolute, reciprocal), and English is the default for a
 * reader of any other language; a page without a translation names no pair.
 */
export function alternateLinks(path: string): MetaDescriptor[] {
  const link = (hrefLang: string, href: string) => ({ tagName: 'link', rel: 'alternate', hrefLang, href });
  return [
    ...LOCALES.map((locale) => link(locale, absoluteUrl(localizedPath(path, locale)))),
    link('x-default', absoluteUrl(localizedPath(path, 'en'))),
  ];
}

/** Everything a public page puts in its <head>: title, description, keywords, canonical and Open Graph. */
export function pageMeta(meta: PageMeta, options: PageMetaOptions = {}): MetaDescriptor[] {
  const url = absoluteUrl(meta.path);
  const locale = localeOfPath(meta.path);
  const translated = options.translated ?? true;
  const descriptors: MetaDescriptor[] = [
    { title: meta.pageTitle },
    { name: 'description', content: meta.description },
    { name: 'keywords', content: meta.keywords },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: firm.name },
    { property: 'og:type', content: options.ogType ?? 'website' },
    { property: 'og:title', content: meta.pageTitle },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALES[locale] },
    { name: 'twitter:card', content: 'summary' },
  ];
  if (translated) {
    descriptors.push(...alternateLinks(meta.path), {
      property: 'og:locale:alternate',
      content: OG_LOCALES[otherLocale(locale)],
    });
  }
  if (NOINDEX_PATHS.has(meta.path)) descriptors.push({ name: 'robots', content: 'noindex' });
  if (options.jsonLd) descriptors.push({ 'script:ld+json': options.jsonLd });
  return descriptors;
}

/** For a dynamic route whose slug matches no content: the page redirects, and search engines skip it. */
export function notFoundMeta(topic = 'Not Found'): MetaDescriptor[] {
  return [{ title: titleWithFirmName(topic) }, { name: 'robots', content: 'noindex' }];
}
