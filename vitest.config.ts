import { defineConfig } from 'vitest/config';
import { RENDERER_BUILD_DIR } from './backend/pages/site-build';

/** Unit and integration tests sit beside the code (`*.test.ts[x]`); browser tests live in e2e/. */
export default defineConfig({
  test: {
    include: ['{backend,frontend,infra,bin,bench}/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    server: {
      deps: {
        // The kept server build is minified, finished JavaScript: Node loads it as the news renderer does in
        // Lambda (Vitest's own transform would misread its labels).
        external: [new RegExp(`/${RENDERER_BUILD_DIR}/`)],
      },
    },
  },
});
