import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { RENDERER_BUILD_DIR } from './backend/contract/site-build';
import reactRouterConfig from './react-router.config';

/** `npm run dev` proxies the API paths to the local stack (`npm start`, or LOCAL_API_URL). */
const api = process.env.LOCAL_API_URL ?? 'http://localhost:3000';

/**
 * With `ssr: false`, React Router deletes the server build once it has pre-rendered the pages. The news
 * renderer (backend/adapters/site/page-renderer.ts) renders a published post with that same build, so this
 * copies it aside first: its writeBundle runs before React Router's (sequential, order "pre").
 */
function keepServerBuild(): Plugin {
  const buildDirectory = reactRouterConfig.buildDirectory;
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

export default defineConfig({
  publicDir: 'frontend/public',
  plugins: [keepServerBuild(), reactRouter()],
  server: {
    port: Number(process.env.DEV_PORT ?? 5173),
    proxy: { '/graphql': api, '/api': api },
  },
  // Pre-rendering runs the app in Node; bundling its dependencies into that build avoids Node's ESM loader
  // tripping over react-bootstrap's folder entry points and CommonJS-only helpers. The news renderer
  // relies on it too: the server build it keeps is self-contained.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    // SITE_UNMINIFIED: readable function names in CPU profiles (npm run bench:hydration).
    minify: process.env.SITE_UNMINIFIED ? false : 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  },
});
