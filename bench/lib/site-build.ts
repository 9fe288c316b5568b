import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { siteDirectory } from '../../backend/pages/site-build';

/**
 * The site built into `buildDir` for a benchmark (beside the test build, not over it), with `env` added to
 * the build's environment; returns its client folder. BENCH_SITE_DIR, when set, names an existing build's
 * client folder to measure instead.
 */
export function benchSiteBuild(
  root: string,
  buildDir: string,
  {
    env = {},
    quiet = false,
    honourSiteDir = true,
  }: { env?: NodeJS.ProcessEnv; quiet?: boolean; honourSiteDir?: boolean } = {},
): string {
  if (honourSiteDir && process.env.BENCH_SITE_DIR) return resolve(process.env.BENCH_SITE_DIR);
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: quiet ? 'ignore' : 'inherit',
    env: { ...process.env, ...env, SITE_BUILD_DIR: buildDir },
  });
  if (build.status !== 0) throw new Error(`The site build into ${buildDir} failed.`);
  return siteDirectory(root, buildDir);
}

/**
 * The site built unminified (readable function names in CPU profiles) into build/profile, shared by
 * `npm run bench:hydration` and `npm run bench:tasks`; BENCH_SITE_DIR is honoured as above.
 */
export const profileSiteBuild = (root: string): string =>
  benchSiteBuild(root, 'build/profile', { env: { SITE_UNMINIFIED: '1' }, quiet: true });
