import { describe, expect, it } from 'vitest';
import { pick } from './pick';

describe('pick', () => {
  it('copies the named fields and nothing else', () => {
    const record = { id: 'a', title: 'T', secret: 's' };
    expect(pick(record, ['id', 'title'])).toEqual({ id: 'a', title: 'T' });
  });

  it('keeps a named field whose value is null or undefined', () => {
    expect(pick({ a: null, b: undefined, c: 1 }, ['a', 'b'])).toEqual({ a: null, b: undefined });
    expect(Object.keys(pick({ a: null, b: undefined, c: 1 }, ['a', 'b']))).toEqual(['a', 'b']);
  });

  it('leaves the record unchanged', () => {
    const record = { id: 'a', title: 'T' };
    pick(record, ['id']);
    expect(record).toEqual({ id: 'a', title: 'T' });
  });
});
