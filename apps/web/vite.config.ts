import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/dev': apiTarget,
    },
  },
});
