import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** tsconfig.json's `paths`, for Vite and Vitest (tsx, esbuild and Playwright read tsconfig.json itself). */
export const aliases = { '@contract': fileURLToPath(new URL('./backend/contract', import.meta.url)) };

/** `npm run dev` proxies the API paths to the local stack (`npm start`, or LOCAL_API_URL). */
const api = process.env.LOCAL_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  publicDir: 'frontend/public',
  resolve: { alias: aliases },
  plugins: [reactRouter()],
  server: {
    port: Number(process.env.DEV_PORT ?? 5173),
    proxy: { '/graphql': api, '/api': api },
  },
  // Pre-rendering runs the app in Node; bundling its dependencies into that build avoids Node's ESM loader
  // tripping over react-bootstrap's folder entry points and CommonJS-only helpers.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  },
});
