import { defineConfig } from 'vitest/config';

/** Unit and integration tests sit beside the code (`*.test.ts[x]`); browser tests live in e2e/. */
export default defineConfig({
  test: {
    include: ['{backend,frontend,infra,bin}/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
