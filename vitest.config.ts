import { defineConfig } from 'vitest/config';
import { RENDERER_BUILD_DIR } from './backend/pages/site-build';

/** Unit and integration tests sit beside the code (`*.test.ts[x]`); browser tests live in e2e/. */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Every file runs on the product's clock started at an instant the run chooses, never the machine's hour.
    setupFiles: ['backend/testing/test-clock.ts'],
    // Vitest's default in a run is one worker fewer than the cores: one on this 2-core machine, where most files
    // wait on a local stack's sockets. Two workers took the unit suite from 322 s to 265 s on a busy machine.
    maxWorkers: 2,
    projects: [
      // The server side's files share each worker's module graph: the run spent a third of its CPU importing
      // the same modules again for every file (the handler files: 227 s of CPU with a graph per file, 145 s
      // shared), and the suite is bound by this machine's two cores. Every file still starts from the
      // product's clock (setupFiles run per file) and its own local stack.
      {
        extends: true,
        test: { name: 'unit', include: ['{backend,bin,bench}/**/*.test.{ts,tsx}'], isolate: false },
      },
      // Screens run isolated: they mock modules (vi.mock) and render into a page of their own.
      // Screens also fail on markup HTML forbids (frontend/testing/invalid-markup.ts).
      {
        extends: true,
        test: {
          name: 'screens',
          include: ['frontend/**/*.test.{ts,tsx}'],
          setupFiles: ['frontend/testing/invalid-markup.ts'],
        },
      },
      // Stack tests read one synthesized app: sharing the module graph across a worker's files lets
      // infra/test-app.ts build each app once per worker instead of once per file.
      { extends: true, test: { name: 'infra', include: ['infra/**/*.test.ts'], isolate: false } },
    ],
    server: {
      deps: {
        // The kept server build is minified, finished JavaScript: Node loads it as the news renderer does in
        // Lambda (Vitest's own transform would misread its labels).
        external: [new RegExp(`/${RENDERER_BUILD_DIR}/`)],
      },
    },
  },
});
