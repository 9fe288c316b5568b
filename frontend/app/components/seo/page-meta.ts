import type { MetaDescriptor } from 'react-router';
import { absoluteUrl } from '../../config/site';
import { NOINDEX_PATHS } from '../../config/public-paths';
import { firm, titleWithFirmName } from '../../content/firm';
import type { PageMeta } from '../../content/types';

type JsonLd = Extract<MetaDescriptor, { 'script:ld+json': unknown }>['script:ld+json'];

interface PageMetaOptions {
  /** Structured data for search engines; rendered as a non-executed application/ld+json script. */
  jsonLd?: JsonLd;
  /** Open Graph type: "website" unless the page is an article or a profile. */
  ogType?: 'website' | 'article' | 'profile';
}

/** Everything a public page puts in its <head>: title, description, keywords, canonical and Open Graph. */
export function pageMeta(meta: PageMeta, options: PageMetaOptions = {}): MetaDescriptor[] {
  const url = absoluteUrl(meta.path);
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
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary' },
  ];
  if (NOINDEX_PATHS.has(meta.path)) descriptors.push({ name: 'robots', content: 'noindex' });
  if (options.jsonLd) descriptors.push({ 'script:ld+json': options.jsonLd });
  return descriptors;
}

/** For a dynamic route whose slug matches no content: the page redirects, and search engines skip it. */
export function notFoundMeta(): MetaDescriptor[] {
  return [{ title: titleWithFirmName('Not Found') }, { name: 'robots', content: 'noindex' }];
}
