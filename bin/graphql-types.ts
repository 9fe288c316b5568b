/**
 * Generates the typed GraphQL documents: for each set of documents in backend/contract/graphql/*.graphql, a
 * module `<set>.generated.ts` beside it with the result and variables types of every operation (the
 * typescript-operations plugin, checked against the schema in backend/schema/) and each operation as a plain string constant
 * carrying those types. One module per set, so a screen loads only its own documents.
 * Beside them, `schema-fields.generated.ts`: the arguments and the whole answer of every root field, which the
 * resolvers take their types from (see `schemaFieldDocument`).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codegen } from '@graphql-codegen/core';
import * as typescriptOperations from '@graphql-codegen/typescript-operations';
import {
  Kind,
  getNamedType,
  isObjectType,
  parse,
  print,
  printSchema,
  stripIgnoredCharacters,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { format, resolveConfig } from 'prettier';
import { loadSchema } from '../backend/schema-file';

export const DOCUMENTS_DIRECTORY = fileURLToPath(new URL('../backend/contract/graphql/', import.meta.url));

const GENERATED_SUFFIX = '.generated.ts';

/** The module of the root fields' types (not a document set: no `.graphql` file of its own). */
const SCHEMA_FIELDS = 'schema-fields';

/** AppSync's scalars as JSON carries them. */
const SCALARS = {
  ID: 'string',
  AWSDate: 'string',
  AWSTime: 'string',
  AWSDateTime: 'string',
  AWSTimestamp: 'number',
  AWSEmail: 'string',
  AWSJSON: 'string',
  AWSURL: 'string',
  AWSPhone: 'string',
  AWSIPAddress: 'string',
};

const OPERATION_TYPES_CONFIG = {
  scalars: SCALARS,
  strictScalars: true,
  skipTypename: true,
  useTypeImports: true,
  maybeValue: 'T | null',
  // A selection that spreads a fragment names the fragment's type instead of repeating its fields.
  inlineFragmentTypes: 'combine',
};

/** The fragments an operation spreads, directly or through other fragments. */
function fragmentsUsedBy(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): FragmentDefinitionNode[] {
  const used = new Map<string, FragmentDefinitionNode>();
  const walk = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (!fragment || used.has(fragment.name.value)) return;
        used.set(fragment.name.value, fragment);
        walk(fragment);
      },
    });
  walk(operation);
  return [...used.values()];
}

type CodegenPlugin = Parameters<typeof codegen>[0]['pluginMap'][string];

const pascalCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Each operation as `export const <Name>Document`: the operation and the fragments it spreads, stripped of
 * ignored characters, typed with the result and variables types typescript-operations names after it.
 */
const typedStrings: CodegenPlugin = {
  plugin(_schema, documents) {
    const definitions = documents.flatMap((file) => file.document?.definitions ?? []);
    const fragments = new Map(
      definitions
        .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((fragment) => [fragment.name.value, fragment]),
    );
    const constants = definitions.flatMap((definition) => {
      if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) return [];
      const name = pascalCase(definition.name.value);
      const types = `${name}${pascalCase(definition.operation)}`;
      const text = stripIgnoredCharacters(
        [definition, ...fragmentsUsedBy(definition, fragments)].map((node) => print(node)).join('\n'),
      );
      return [
        `export const ${name}Document = ${JSON.stringify(text)} as TypedDocument<${types}, ${types}Variables>;`,
      ];
    });
    return {
      prepend: ["import type { TypedDocument } from './typed-document';"],
      content: constants.join('\n'),
    };
  },
};

/**
 * One document asking every root field for its whole answer: an operation per field (`QueryPosts`,
 * `MutationLogin`), passing each argument as a variable of the argument's own type, and a fragment per object
 * type that selects all of its fields (named after the type, so typescript-operations names its type
 * `<Type>Fragment`). A resolver returns the whole object, whatever a screen selects.
 */
export function schemaFieldDocument(schema: GraphQLSchema): DocumentNode {
  const objects = new Map<string, GraphQLObjectType>();
  const fragmentOf = (type: GraphQLObjectType, enclosing: readonly string[]): string => {
    if (enclosing.includes(type.name))
      throw new Error(
        `${[...enclosing, type.name].join(' > ')}: a type that contains itself has no whole answer`,
      );
    if (!objects.has(type.name)) {
      objects.set(type.name, type);
      for (const field of Object.values(type.getFields())) selectionOf(field.type, [...enclosing, type.name]);
    }
    return `...${type.name}`;
  };
  const selectionOf = (type: Parameters<typeof getNamedType>[0], enclosing: readonly string[]) => {
    const named = getNamedType(type);
    return isObjectType(named) ? ` { ${fragmentOf(named, enclosing)} }` : '';
  };
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  const operations = roots.flatMap(([operation, root]) =>
    Object.values(root?.getFields() ?? {}).map((field) => {
      const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      return `${operation} ${root?.name}${pascalCase(field.name)}${declared ? `(${declared})` : ''} {
        ${field.name}${passed ? `(${passed})` : ''}${selectionOf(field.type, [])}
      }`;
    }),
  );
  const fragments = [...objects.values()].map(
    (type) =>
      `fragment ${type.name} on ${type.name} { ${Object.values(type.getFields())
        .map(
          (field) =>
            field.name +
            (isObjectType(getNamedType(field.type)) ? ` { ...${getNamedType(field.type).name} }` : ''),
        )
        .join(' ')} }`,
  );
  return parse([...operations, ...fragments].join('\n'));
}

/**
 * `FieldArgs` and `FieldResult` by `Type.field`, read off the operations of `schemaFieldDocument`, and
 * `SchemaField`, the name of every root field.
 */
const fieldMaps: CodegenPlugin = {
  plugin(schema, documents) {
    const rootName = { query: schema.getQueryType()?.name, mutation: schema.getMutationType()?.name };
    const fields = documents
      .flatMap((file) => file.document?.definitions ?? [])
      .flatMap((definition) => {
        if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) return [];
        const [selection] = definition.selectionSet.selections;
        if (selection?.kind !== Kind.FIELD) return [];
        const types = `${pascalCase(definition.name.value)}${pascalCase(definition.operation)}`;
        const key = JSON.stringify(
          `${rootName[definition.operation as 'query' | 'mutation']}.${selection.name.value}`,
        );
        return [
          { key, args: `${types}Variables`, result: `${types}[${JSON.stringify(selection.name.value)}]` },
        ];
      });
    return {
      content: [
        '/** The variables of each root field, as a call passes them (`Type.field`). */',
        `export type FieldArgs = {\n${fields.map((field) => `${field.key}: ${field.args};`).join('\n')}\n};`,
        '/** The whole answer of each root field: every field of the object types it returns. */',
        `export type FieldResult = {\n${fields.map((field) => `${field.key}: ${field.result};`).join('\n')}\n};`,
        '/** Every root field of the schema, as `Type.field`. */',
        'export type SchemaField = keyof FieldResult;',
      ].join('\n'),
    };
  },
};

/** Formats a generated module as the repository formats code, under a header naming its sources. */
async function formatted(filename: string, sources: string, generated: string): Promise<string> {
  const header = `// Generated by \`npm run graphql:types\` from ${sources}: edit those.\n`;
  return format(header + generated, { ...(await resolveConfig(filename)), filepath: filename });
}

/** The generated module of every document set, by file name, formatted as the repository formats code. */
export async function generatedModules(): Promise<Map<string, string>> {
  // Codegen builds its own schema from the AST: a schema object built here may come from another copy of
  // graphql-js (ESM beside codegen's CommonJS), which graphql-js refuses.
  const schema = parse(printSchema(loadSchema()));
  const sets = readdirSync(DOCUMENTS_DIRECTORY).filter((file) => file.endsWith('.graphql'));
  const modules = new Map<string, string>();
  for (const file of sets.sort()) {
    const location = join(DOCUMENTS_DIRECTORY, file);
    const set = basename(file, '.graphql');
    const filename = join(DOCUMENTS_DIRECTORY, set + GENERATED_SUFFIX);
    const generated = await codegen({
      filename,
      schema,
      documents: [{ location, document: parse(readFileSync(location, 'utf8')) }],
      config: OPERATION_TYPES_CONFIG,
      plugins: [{ 'typescript-operations': {} }, { 'typed-strings': {} }],
      pluginMap: { 'typescript-operations': typescriptOperations, 'typed-strings': typedStrings },
    });
    modules.set(filename, await formatted(filename, `${set}.graphql and backend/schema/`, generated));
  }
  const filename = join(DOCUMENTS_DIRECTORY, SCHEMA_FIELDS + GENERATED_SUFFIX);
  const generated = await codegen({
    filename,
    schema,
    documents: [{ location: 'backend/schema/', document: schemaFieldDocument(loadSchema()) }],
    config: OPERATION_TYPES_CONFIG,
    plugins: [{ 'typescript-operations': {} }, { 'field-maps': {} }],
    pluginMap: { 'typescript-operations': typescriptOperations, 'field-maps': fieldMaps },
  });
  modules.set(filename, await formatted(filename, 'backend/schema/', generated));
  return modules;
}

/** The generated modules on disk now. */
export function writtenModules(): Map<string, string> {
  return new Map(
    readdirSync(DOCUMENTS_DIRECTORY)
      .filter((file) => file.endsWith(GENERATED_SUFFIX))
      .map((file) => [
        join(DOCUMENTS_DIRECTORY, file),
        readFileSync(join(DOCUMENTS_DIRECTORY, file), 'utf8'),
      ]),
  );
}
