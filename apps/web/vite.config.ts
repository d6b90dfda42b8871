import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// The web app. `npm run build` writes apps/web/dist, which the server serves in production;
// `npm run dev` proxies the API (and its WebSocket) to a server on port 8080, or to
// PANTAU_API_URL when set.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'PANTAU_');
  const api = env['PANTAU_API_URL'] ?? 'http://localhost:8080';
  return {
    plugins: [react()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // MapLibre alone is over a megabyte; it sits in the lazily loaded map chunk.
      chunkSizeWarningLimit: 1500,
    },
    server: {
      proxy: {
        '/api': { target: api, ws: true, changeOrigin: true },
      },
    },
  };
});
