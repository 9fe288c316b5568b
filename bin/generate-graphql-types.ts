/**
 * Writes what the schema and the registry generate: the typed GraphQL documents (bin/graphql-types.ts) after a
 * change to a .graphql file, and the area modules (bin/area-modules.ts) after a change to the registry.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { generatedAreaModules } from './area-modules';
import { generatedModules } from './graphql-types';

for (const [file, text] of [...(await generatedModules()), ...(await generatedAreaModules())]) {
  writeFileSync(file, text);
  console.log(`wrote ${relative(process.cwd(), file)}`);
}
