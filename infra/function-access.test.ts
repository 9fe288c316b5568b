import { describe, expect, it } from 'vitest';
import { resolvers } from '../backend/handlers/graphql/registry';
import { unionOfAccess, type FunctionAccess } from './function-access';
import { resolverAreas } from './graphql-api';

const NOTHING: FunctionAccess = { reads: [], writes: [], sendsMail: false, usesSecret: false };

describe('the access of a function serving several handlers', () => {
  it('holds every grant any of them holds, each once, and nothing else', () => {
    const union = unionOfAccess([
      { ...NOTHING, reads: ['users'], usesSecret: true, documents: { read: true } },
      {
        reads: ['posts', 'users'],
        writes: ['posts'],
        appends: ['audit'],
        sendsMail: true,
        usesSecret: false,
        exports: true,
        startsJobs: ['updatePublicPages'],
        documents: { delete: true },
      },
    ]);
    expect(union).toEqual({
      reads: ['users', 'posts'],
      writes: ['posts'],
      appends: ['audit'],
      sendsMail: true,
      usesSecret: true,
      usesPublicFunctionSecret: false,
      seals: false,
      exports: true,
      verifiesOrigin: false,
      startsJobs: ['updatePublicPages'],
      documents: { read: true, delete: true },
    });
  });

  it('grants no documents access when none of them has it', () => {
    expect(unionOfAccess([NOTHING, { ...NOTHING, reads: ['users'] }])).toEqual({
      ...NOTHING,
      reads: ['users'],
      appends: [],
      usesPublicFunctionSecret: false,
      seals: false,
      exports: false,
      verifiesOrigin: false,
      startsJobs: [],
    });
  });
});

describe.each(resolverAreas(resolvers))('the $area resolvers function', ({ entries, access }) => {
  it.each(entries.map((entry) => [entry.fieldName, entry] as const))('holds what %s declares', (_, entry) => {
    expect(access.reads).toEqual(expect.arrayContaining(entry.reads));
    expect(access.writes).toEqual(expect.arrayContaining(entry.writes));
    expect(access.appends).toEqual(expect.arrayContaining(entry.appends ?? []));
    expect(access.startsJobs).toEqual(expect.arrayContaining(entry.startsJobs ?? []));
    if (entry.sendsMail) expect(access.sendsMail).toBe(true);
    if (entry.usesSecret) expect(access.usesSecret).toBe(true);
    if (entry.exports) expect(access.exports).toBe(true);
    for (const kind of ['read', 'write', 'delete'] as const) {
      if (entry.documents?.[kind]) expect(access.documents?.[kind]).toBe(true);
    }
  });
});
