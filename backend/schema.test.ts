import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadSchema } from './local/appsync';
import * as operations from './contract/operations';

describe('the operations the site sends', () => {
  const schema = loadSchema();
  const documents = Object.entries(operations).filter(([, value]) => typeof value === 'string');

  it('covers every operation', () => {
    expect(documents).toHaveLength(45);
  });

  it.each(documents)('%s is valid against schema.graphql', (_, document) => {
    expect(validate(schema, parse(document as string))).toEqual([]);
  });
});
