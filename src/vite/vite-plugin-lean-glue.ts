// Build plugin: drops Vite's module-preload helper from every page's JavaScript; each page's head already preloads what it needs.
import type { Plugin } from 'vite';

/** Vite's helper for dynamic imports, wrapped around each one: it preloads their dependencies and reports failures. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

export function leanGluePlugin(): Plugin {
  return {
    name: 'site:lean-glue',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      // With build.modulePreload off and one stylesheet, every call is given no dependency to preload: the helper's
      // 1.1 KB (626 bytes gzip, on every page) would only call the import. Each page's head preloads what it needs.
      return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null;
    },
  };
}
