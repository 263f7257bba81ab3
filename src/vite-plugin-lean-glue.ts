// Build plugin: trims what costs a phone's start-up around the site's own code (the bundler's module-preload helper and CommonJS wrappers, React DOM's stack captures).
import type { Plugin } from 'vite';

/** Vite's helper for dynamic imports, wrapped around each one: it preloads their dependencies and reports failures. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/** Rolldown's wrapper around each CommonJS module (React, React DOM, the scheduler), before minification. */
export const COMMONJS_WRAPPER = /__commonJSMin\(\(\((\w+(?:, \w+)?)\) => \{/g;

/**
 * React DOM's five sentinels, made once when React DOM starts: values React throws and catches by identity (a suspended
 * render, a hydration mismatch), never shown with their stack. Created with `Error(…)`, each one captured a stack; with
 * DevTools' Runtime domain on (Lighthouse, Playwright, a developer's DevTools), V8 records it in detail and re-parses
 * React DOM's whole 200 KB body on the main thread for its source positions: 40–61 ms at 4× CPU in the start-up task.
 */
const REACT_DOM_CLIENT = /react-dom\/cjs\/react-dom-client\.production\.js$/;
const REACT_SENTINELS = /\b(SuspenseException|SuspenseyCommitException|SuspenseActionException|HydrationMismatchException|SelectiveHydrationException) = Error\(formatProdErrorMessage\((\d+)\)\)/g;
const SENTINEL_COUNT = 5;

/** The same error (its prototype, name, message), without a stack: `Object.create` captures none. */
const stacklessError = (name: string, number: string) =>
  `${name} = Object.create(Error.prototype, { message: { value: formatProdErrorMessage(${number}), writable: !0, configurable: !0 } })`;

export function leanGluePlugin(): Plugin {
  return {
    name: 'site:lean-glue',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      // With build.modulePreload off and one stylesheet, every call is given no dependency to preload: the helper's
      // 1.1 KB (626 bytes gzip, on every page) would only call the import. each page's head preloads what it needs.
      return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null;
    },
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      let count = 0;
      const next = code.replace(REACT_SENTINELS, (_match, name: string, number: string) => (count++, stacklessError(name, number)));
      // A React DOM that names them otherwise fails the build here rather than bringing the cost back unseen.
      if (count !== SENTINEL_COUNT) this.error(`React DOM: ${count} of its ${SENTINEL_COUNT} sentinel errors found; update REACT_SENTINELS in src/vite-plugin-lean-glue.ts`);
      return { code: next, map: null };
    },
    renderChunk(code) {
      // V8 compiles a function expression in parentheses eagerly, on the background thread that parses the download, but
      // an arrow function only when it is first called: on the main thread, in the middle of the start-up. React DOM's
      // body is 200 KB; compiled there it made its start-up task 60 ms at 4× CPU instead of 34 (median of 5). The bodies
      // use neither `this` nor `arguments`, and rolldown calls them with no receiver: the change is only when V8 compiles.
      return code.includes('__commonJSMin(') ? { code: code.replace(COMMONJS_WRAPPER, '__commonJSMin((function($1) {'), map: null } : null;
    },
  };
}
