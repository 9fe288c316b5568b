import { describe, expect, it } from 'vitest';
import { generatedModules, writtenModules } from './graphql-types';

describe('the typed GraphQL documents', () => {
  it('are what the schema and the .graphql documents generate now (run npm run graphql:types)', async () => {
    const generated = await generatedModules();
    const written = writtenModules();
    expect([...written.keys()].sort()).toEqual([...generated.keys()].sort());
    for (const [file, text] of generated) expect(written.get(file), file).toBe(text);
  });
});
