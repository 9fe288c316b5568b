import type { Config } from '@react-router/dev/config';
import { PRERENDERED_STAFF_PATHS } from './frontend/app/config/paths';
import { prerenderPaths } from './frontend/app/config/public-paths';

/**
 * Framework mode without a server: every public route and the sign-in page are pre-rendered to their own
 * index.html at build time, and every other path (staff screens, unknown paths) gets the SPA fallback page.
 */
export default {
  appDirectory: 'frontend/app',
  // SITE_BUILD_DIR lets two builds coexist (e.g. a benchmark beside a test run); bin/ and infra/ read the same variable.
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build/site',
  ssr: false,
  prerender: () => [...prerenderPaths(), ...PRERENDERED_STAFF_PATHS],
} satisfies Config;
