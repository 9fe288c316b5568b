import type { PageMeta } from './types';

/** What a page adds to its directory listing: its own fields, and its meta without the path. */
export type PageDetails<Page extends { meta: PageMeta }, Listing> = Omit<Page, keyof Listing | 'meta'> & {
  meta: Omit<PageMeta, 'path'>;
};

/** Each directory listing joined with what its own page adds; the page's path comes from the slug. */
export function withPageDetails<
  Slug extends string,
  Listing extends { slug: Slug },
  Details extends { meta: Omit<PageMeta, 'path'> },
>(directory: readonly Listing[], details: Readonly<Record<Slug, Details>>, pathOf: (slug: Slug) => string) {
  return directory.map((listing) => {
    const page = details[listing.slug];
    return { ...listing, ...page, meta: { path: pathOf(listing.slug), ...page.meta } };
  });
}
