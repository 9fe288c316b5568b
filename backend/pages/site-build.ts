/**
 * Where the site build keeps what the news renderer needs, relative to the build directory
 * (SITE_BUILD_DIR, default build/site): vite.config.ts copies React Router's server build there
 * (keep-server-build.ts) and the finishing step (finalize-site.ts) adds the facts of the build the renderer
 * must repeat (origin, sitemap paths).
 */
import { resolve } from 'node:path';

export const RENDERER_BUILD_DIR = 'renderer';
/** The server build's entry inside RENDERER_BUILD_DIR. */
export const RENDERER_SERVER_ENTRY = 'index.js';
/** The build facts file inside RENDERER_BUILD_DIR (SiteBuildFacts). */
export const RENDERER_FACTS_FILE = 'site-facts.json';

export interface SiteBuildFacts {
  /** The public origin the build's canonical links use (VITE_SITE_URL at build time). */
  origin: string;
  /** The canonical paths of the build's sitemap.xml, in its order. */
  sitemapPaths: string[];
}

/** Where the build put the static site (SITE_BUILD_DIR, as in react-router.config.ts: relative to the root, or absolute). */
export const siteDirectory = (root: string, buildDir = process.env.SITE_BUILD_DIR ?? 'build/site') =>
  resolve(root, buildDir, 'client');
