import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** `npm run dev` proxies the API paths to the local stack (`npm start`, or LOCAL_API_URL). */
const api = process.env.LOCAL_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  publicDir: 'frontend/public',
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
