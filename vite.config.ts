import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type ProxyOptions } from 'vite';
import { keepServerBuild } from './backend/pages/keep-server-build';
import reactRouterConfig from './react-router.config';

/**
 * `npm run dev` proxies the API paths to the local stack (`npm start`, or LOCAL_API_URL), as the stack's
 * own page would call them: the APIs answer a browser only from the site's origin.
 */
const api = process.env.LOCAL_API_URL ?? 'http://localhost:3000';
const asTheSite: ProxyOptions = {
  target: api,
  configure: (proxy) =>
    proxy.on('proxyReq', (request) => {
      if (request.getHeader('origin')) request.setHeader('origin', new URL(api).origin);
    }),
};

export default defineConfig({
  publicDir: 'frontend/public',
  plugins: [keepServerBuild(reactRouterConfig.buildDirectory), reactRouter()],
  server: {
    port: Number(process.env.DEV_PORT ?? 5173),
    proxy: { '/graphql': asTheSite, '/api': asTheSite },
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
