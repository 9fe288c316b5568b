/** Writes the typed GraphQL documents (bin/graphql-types.ts) after a change to a .graphql file. */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { generatedModules } from './graphql-types';

for (const [file, text] of await generatedModules()) {
  writeFileSync(file, text);
  console.log(`wrote ${relative(process.cwd(), file)}`);
}
