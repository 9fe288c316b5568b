/**
 * A copy of `value` holding only the named fields: how a view is cut from a fuller record (an audit entry
 * without its index keys, a news article's list line without its body), so a field added to the record
 * later stays out of the view until someone names it.
 */
export function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}
