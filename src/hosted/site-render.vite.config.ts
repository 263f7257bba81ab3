// Builds the site's validator and renderer (site-render.tsx) into one module for workerd, .build/hosted-render/site-render.js, which the Worker imports as 'hosted-site-render'.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconSymbols } from '../vite/vite-plugin-icons.ts';

export const SITE_RENDER_DIR = resolve(import.meta.dirname, '../../.build/hosted-render');

export default defineConfig({
  root: resolve(import.meta.dirname, '../..'),
  publicDir: false,
  plugins: [react()],
  define: { __ICON_SPRITE__: JSON.stringify(iconSymbols()) },
  // Everything in the one file (React, zod, yaml, the sections): workerd has no node_modules to import from.
  // Not the 'browser' builds: some (an HTML entity decoder) reach for a `document` workerd does not have.
  ssr: {
    target: 'webworker',
    noExternal: true,
    resolve: {
      conditions: ['workerd', 'worker', 'module', 'import', 'default'],
      externalConditions: ['workerd', 'worker'],
    },
  },
  build: {
    ssr: resolve(import.meta.dirname, 'site-render.tsx'),
    outDir: SITE_RENDER_DIR,
    emptyOutDir: true,
    copyPublicDir: false,
    reportCompressedSize: false,
    sourcemap: false,
    minify: true,
    target: 'es2022',
    rolldownOptions: { external: [/^node:/], output: { codeSplitting: false } },
  },
});
