// Vite: React, the content plugin, and the unit-test setup.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sitePlugin } from './src/vite-plugin-site.ts';

export default defineConfig({
  // SITE_CONTENT_ROOT lets tests run the dev server on a copy of the content.
  plugins: [react(), sitePlugin({ root: process.env.SITE_CONTENT_ROOT })],
  build: {
    target: 'es2022',
    manifest: true,
    // Pages share one stylesheet; it is small and cached, and splitting it would delay first paint.
    cssCodeSplit: false,
  },
  server: { host: '127.0.0.1', port: 5173 },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
