/**
 * The site's files in a local folder: the build folder `npm start` serves (locally the stand-in for the
 * site bucket). Each file is written beside its target and renamed over it, so the server never reads a
 * half-written page. Nothing is cached in front of the local server, so `refresh` has nothing to do.
 */
import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join, normalize, sep } from 'node:path';
import type { SiteFiles } from '../../domain/posts/public-pages';

export function folderSiteFiles(root: string): SiteFiles {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error(`Refusing a key outside the site folder: ${key}`);
    return path;
  };
  return {
    async write(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async remove(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      // A post's folder goes with its page; a folder that still holds something stays.
      if (dirname(path) !== root) await rmdir(dirname(path)).catch(() => undefined);
    },
    async refresh() {},
  };
}
