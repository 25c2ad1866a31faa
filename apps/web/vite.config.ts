import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies of the scripts, styles and images, made once here and sent as they
    // are (server: @fastify/static preCompressed) instead of compressing on every request.
    // Not for the pages' build-time rendering (src/prerender), which only Node reads.
    !isSsrBuild && compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    copyPublicDir: !isSsrBuild,
    // Which files each page needs (.vite/manifest.json): the prerendered pages and the server's
    // recipient page name them for the browser to fetch at once (scripts/prerender.mjs).
    manifest: !isSsrBuild,
    // The browser's files; the build for Node (src/prerender) is split as Rolldown likes.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // Everything the first paint of any page needs (React, the router, the shell) in one
                // file: it was eleven, each a request before the first paint.
                { name: 'app', tags: ['$initial'], priority: 2 },
              ],
              experimentalInlineCommonChunks: { maxSize: 8000 },
            },
          },
        },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/dev': apiTarget,
    },
  },
}));
