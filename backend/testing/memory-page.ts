/**
 * One page of an in-memory list, with a cursor as opaque to the caller as DynamoDB's: a cursor this store
 * did not hand out is refused with the adapters' message, so a fake cannot accept what the real store refuses.
 */
import { PAGE_SIZE, type Page } from '../contract/paging';
import { UserFacingError } from '../domain/errors';
import { INVALID_CURSOR_MESSAGE } from '../adapters/dynamodb/paging';

export function memoryPage<Item>(
  items: readonly Item[],
  cursor?: string | null,
  limit = PAGE_SIZE,
): Page<Item> {
  const start = cursor ? Number(cursor) : 0;
  if (!Number.isInteger(start) || start < 0) throw new UserFacingError(INVALID_CURSOR_MESSAGE);
  const end = start + limit;
  return { items: items.slice(start, end), nextCursor: end < items.length ? String(end) : null };
}
