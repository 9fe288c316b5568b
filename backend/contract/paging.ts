/** The spec's page size for every staff list (client state `limit`). */
export const PAGE_SIZE = 10;

/** One page of a list: the items and an opaque cursor for the next page (absent on the last page). */
export interface Page<Item> {
  items: Item[];
  nextCursor?: string | null;
}
