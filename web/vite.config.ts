import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `vite` serves the app on 5173 and proxies the API to the Campus server; `vite build` writes web/dist,
// which the server serves on its own port.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
