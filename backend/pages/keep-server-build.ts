import { cpSync, rmSync, writeFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { RENDERER_BUILD_DIR } from './site-build';

/**
 * With `ssr: false`, React Router deletes the server build once it has pre-rendered the pages. The news
 * renderer (page-renderer.ts) renders a published post with that same build, so this copies it aside
 * first: its writeBundle runs before React Router's (sequential, order "pre"). `buildDirectory` is React
 * Router's (react-router.config.ts).
 */
export function keepServerBuild(buildDirectory: string): Plugin {
  return {
    name: 'keep-server-build',
    apply: 'build',
    writeBundle: {
      sequential: true,
      order: 'pre',
      handler(options) {
        if (!options.dir?.endsWith('/server')) return;
        const target = `${buildDirectory}/${RENDERER_BUILD_DIR}`;
        rmSync(target, { recursive: true, force: true });
        cpSync(options.dir, target, { recursive: true });
        // The build is ES modules in .js files: say so wherever the folder goes (the renderer's Lambda bundle).
        writeFileSync(`${target}/package.json`, '{ "type": "module" }\n');
      },
    },
  };
}
