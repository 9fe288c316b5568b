import { Kind, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadSchema } from './local/appsync';
import * as operations from './contract/operations';

describe('the operations the site sends', () => {
  const schema = loadSchema();
  const documents = Object.entries(operations).filter(([, value]) => typeof value === 'string');

  it('covers every Query and Mutation field of the schema', () => {
    const sent = new Set(
      documents.flatMap(([, document]) =>
        parse(document as string).definitions.flatMap((definition) =>
          definition.kind === Kind.OPERATION_DEFINITION
            ? definition.selectionSet.selections.flatMap((selection) =>
                selection.kind === Kind.FIELD ? [selection.name.value] : [],
              )
            : [],
        ),
      ),
    );
    const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.keys(type?.getFields() ?? {}),
    );
    expect(fields.filter((field) => !sent.has(field))).toEqual([]);
  });

  it.each(documents)('%s is valid against schema.graphql', (_, document) => {
    expect(validate(schema, parse(document as string))).toEqual([]);
  });
});
