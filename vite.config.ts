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
  build: { target: 'es2022' },
});
