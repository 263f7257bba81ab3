// Builds the hosted editor's page (sign-in, the form, proposals, review) into .build/hosted-page, which the Worker serves as its assets.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, '../../../.build/hosted-page'),
    emptyOutDir: true,
    reportCompressedSize: false,
    sourcemap: false,
  },
});
