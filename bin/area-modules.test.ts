import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedAreaModules } from './area-modules';

describe('the area modules', () => {
  it('are what the registry generates now (run npm run graphql:types)', async () => {
    for (const [file, text] of await generatedAreaModules())
      expect(readFileSync(file, 'utf8'), file).toBe(text);
  });
});
