// Vite and Vitest: the site's configuration (src/vite/config.ts) and the unit-test setup.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { editorPlugin } from './src/editor/vite-plugin-editor.ts';
import { siteViteConfig } from './src/vite/config.ts';

// SITE_CONTENT_ROOT lets tests run the dev server on a copy of the content.
const site = siteViteConfig({ root: process.env.SITE_CONTENT_ROOT });

export default defineConfig({
  ...site,
  // The marketer's editor, served by the dev server only (npm run edit).
  plugins: [...(site.plugins ?? []), editorPlugin()],
  test: {
    include: ['tests/unit/**/*.test.ts'],
    globalSetup: ['tests/unit/temporary-folder.ts'],
    // Some tests start the validate and new:page commands as real processes; on a busy 2-core machine one start can
    // take several seconds, far from the 5 s default. Long loops are split one test per item instead.
    testTimeout: 30_000,
    // Every core: vitest leaves one free by default, which on 2 cores ran the test files one at a time with a core
    // idle (77 s; 55 s with both).
    maxWorkers: availableParallelism(),
    environment: 'node',
  },
});
