// Build plugin: drops Vite's module-preload helper, which boot.js makes useless, from every page's JavaScript.
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
      // 617 bytes gzip on every page would only call the import. boot.js preloads what each page needs.
      return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null;
    },
  };
}
