import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadSchema } from './schema-file';

const DOCUMENTS_DIRECTORY = join(import.meta.dirname, 'contract', 'graphql');

describe('the operations the site sends', () => {
  const schema = loadSchema();
  const sets = readdirSync(DOCUMENTS_DIRECTORY)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => [file, parse(readFileSync(join(DOCUMENTS_DIRECTORY, file), 'utf8'))] as const);
  const operations = sets.flatMap(([, document]) =>
    document.definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    ),
  );

  it('covers every Query and Mutation field of the schema', () => {
    const sent = new Set(
      operations.flatMap((operation) =>
        operation.selectionSet.selections.flatMap((selection) =>
          selection.kind === Kind.FIELD ? [selection.name.value] : [],
        ),
      ),
    );
    const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.keys(type?.getFields() ?? {}),
    );
    expect(fields.filter((field) => !sent.has(field))).toEqual([]);
  });

  // A call answers with the value of its document's one root field (contract/graphql/typed-document.ts).
  it.each(operations.map((operation) => [operation.name?.value ?? '(unnamed)', operation] as const))(
    '%s is named and selects one root field',
    (name, operation) => {
      expect(name).not.toBe('(unnamed)');
      expect(operation.selectionSet.selections.map((selection) => selection.kind)).toEqual([Kind.FIELD]);
    },
  );

  it.each(sets)('%s is valid against the schema', (_, document) => {
    expect(validate(schema, document)).toEqual([]);
  });
});
