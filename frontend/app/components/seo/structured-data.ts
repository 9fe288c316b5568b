import { absoluteUrl } from '../../config/site';
import { firm } from '../../content/firm';
import type { Attorney, NewsArticle } from '../../content/types';

/** schema.org data built from the content: the firm, its attorneys and article breadcrumbs. */

export function legalServiceJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': absoluteUrl('/#firm'),
    name: firm.name,
    alternateName: firm.formerName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(firm.logo.src),
    image: absoluteUrl(firm.logo.src),
    telephone: firm.phoneHref.replace('tel:', ''),
    email: firm.infoEmail,
    foundingDate: String(firm.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${firm.address.street}, ${firm.address.suite}`,
      addressLocality: firm.address.city,
      addressRegion: firm.address.region,
      postalCode: firm.address.postalCode,
      addressCountry: firm.address.country,
    },
    areaServed: { '@type': 'State', name: 'Washington' },
    sameAs: [firm.social.facebook, firm.social.linkedin],
  };
}

export function personJsonLd(attorney: Attorney) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: attorney.name,
    jobTitle: attorney.title,
    email: attorney.email,
    image: absoluteUrl(attorney.portrait.src),
    url: absoluteUrl(attorney.meta.path),
    worksFor: { '@type': 'LegalService', '@id': absoluteUrl('/#firm'), name: firm.name },
  };
}

export function articleBreadcrumbJsonLd(article: NewsArticle, newsListPath: string) {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'News and Media', path: newsListPath },
    { name: article.titleShort, path: article.meta.path },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
