import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.HAVKART_DEV_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/bwapi', '/tiles', '/fonts', '/healthz'].map((path) => [path, server]),
    ),
  },
});
