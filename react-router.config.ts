import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './frontend/app/config/public-paths';

/**
 * Framework mode without a server: every public route is pre-rendered to its own index.html at build time,
 * and every other path (staff screens, unknown paths) gets the SPA fallback page.
 */
export default {
  appDirectory: 'frontend/app',
  buildDirectory: 'build/site',
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
