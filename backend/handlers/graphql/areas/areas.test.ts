/**
 * The area modules are the Lambda entry points in AWS and the handlers of the local AppSync: each must serve
 * exactly the registry's fields of its area, each field by the module the registry names.
 */
import { captureLogLines } from '../../../testing/log-lines';
import { describe, expect, it, vi } from 'vitest';
import { importHandler } from '../../../local/appsync';
import { CALLER_KINDS, RESOLVER_AREAS, areaEntry, resolvers, type ResolverArea } from '../registry';
import { areaHandler, type AreaHandler, type FieldEvent } from './dispatch';

const loadArea = async (area: ResolverArea) =>
  (await importHandler(areaEntry(area))) as unknown as AreaHandler;

const fieldEvent = (fieldName: string, parentTypeName = 'Query'): FieldEvent => ({
  info: { fieldName, parentTypeName },
});

describe('the registry areas', () => {
  it('name every field once, across queries and mutations (the area routes by field name)', () => {
    const names = resolvers.map((entry) => entry.fieldName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('leave no area empty', () => {
    for (const area of RESOLVER_AREAS) {
      expect(
        resolvers.some((entry) => entry.area === area),
        area,
      ).toBe(true);
    }
  });

  it.each(RESOLVER_AREAS)('%s serves one kind of caller: public callers, staff or clients', (area) => {
    const kinds = resolvers.filter((entry) => entry.area === area).map((entry) => CALLER_KINDS[entry.caller]);
    expect(new Set(kinds).size).toBe(1);
  });
});

describe.each(RESOLVER_AREAS)('the %s area module', (area) => {
  const registered = resolvers.filter((entry) => entry.area === area);

  it('serves exactly the fields the registry puts in its area', async () => {
    const handler = await loadArea(area);
    expect(Object.keys(handler.fields).sort()).toEqual(registered.map((entry) => entry.fieldName).sort());
  });

  it("routes each field to the handler of the registry's module for it", async () => {
    const handler = await loadArea(area);
    for (const entry of registered) {
      expect(handler.fields[entry.fieldName], entry.fieldName).toBe(await importHandler(entry.entry));
    }
  });
});

describe('an area handler', () => {
  it('passes the event, unchanged, to the resolver of its field and answers with its result', async () => {
    const first = vi.fn(async () => 'first answer');
    const second = vi.fn(async () => 'second answer');
    const handler = areaHandler('posts', { first, second });
    const event = fieldEvent('second', 'Mutation');
    await expect(handler(event)).resolves.toBe('second answer');
    expect(second).toHaveBeenCalledWith(event);
    expect(first).not.toHaveBeenCalled();
  });

  it('refuses a field it does not serve, and logs which one', async () => {
    const served = vi.fn(async () => 'answer');
    const log = captureLogLines();
    try {
      const handler = areaHandler('intake', { consultationform: served });
      await expect(handler(fieldEvent('auditEntries'))).rejects.toThrow(
        'The intake function does not serve Query.auditEntries.',
      );
      expect(served).not.toHaveBeenCalled();
      expect(log.lines).toEqual([
        expect.objectContaining({
          level: 'ERROR',
          message: 'field-not-served',
          area: 'intake',
          field: 'Query.auditEntries',
          request_id: expect.any(String),
        }),
      ]);
    } finally {
      log.restore();
    }
  });
});
