// The site's Vite configuration, as a function of its content: the build and the dev server share it (vite.config.ts adds the editor).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import type { SiteResult } from '../site/site.ts';
import { iconSpritePlugin } from './vite-plugin-icons.ts';
import { leanGluePlugin } from './vite-plugin-lean-glue.ts';
import { sitePlugin } from './vite-plugin-site.ts';

/**
 * Modules only some pages need (not Icon.tsx: the footer of every page draws one; nor a section's stylesheet: the entry
 * imports them all into the one stylesheet, and left out of the app's chunk they made the entry a CSS-only chunk).
 */
const loadedOnDemand =
  /src\/sections\/(?!registry\.ts|component-file\.ts|Icon\.tsx|[^/]+\/[^/]+\.css$)|virtual:site\/(route|settings)\//;

/**
 * `root`: the folder of site.yaml and pages/ (default: the working directory). `loaded`: that content, already loaded
 * and validated by the caller (`npm run build`), so the client and prerender builds do not read every file again.
 */
export function siteViteConfig(content: { root?: string | undefined; loaded?: SiteResult } = {}): UserConfig {
  return {
    plugins: [react(), sitePlugin(content), leanGluePlugin(), iconSpritePlugin()],
    resolve: {
      // wouter asks for React's useSyncExternalStore through the shim written for React 17; React 19 has it, and the
      // shim's code would count in every page's JavaScript budget (284 bytes gzip).
      alias: {
        'use-sync-external-store/shim/index.js': fileURLToPath(
          new URL('../app/use-sync-external-store.ts', import.meta.url),
        ),
      },
    },
    build: {
      target: 'es2022',
      manifest: true,
      // Each page's head preloads what it needs, listed by the build: Vite's own helper would add the same
      // links again at each dynamic import, from inside the long task that evaluates the app.
      modulePreload: false,
      // Pages share one stylesheet; it is small and cached, and splitting it would delay first paint.
      cssCodeSplit: false,
      // The stylesheet's drawings (hero art, the card arrow) travel inside it, whatever their size: no request, nothing to wait for at first paint.
      assetsInlineLimit: (file: string) => (/src\/styles\/.+\.svg$/.test(file) ? true : undefined),
      rolldownOptions: {
        output: {
          // Two groups instead of a dozen tiny shared chunks (each gzipped apart, each a request):
          // what every page needs (its dialogs included), and the helpers most sections share. Sections and route
          // data stay separate so a page downloads only what it shows.
          codeSplitting: {
            // Group only the modules named; their imports stay where they already are.
            includeDependenciesRecursively: false,
            groups: [
              { name: 'app', test: (id: string) => !loadedOnDemand.test(id), priority: 1 },
              {
                name: 'section-kit',
                test: /src\/sections\/(Price|PriceTerms|SectionHeading|PostImage|Checklist)\.tsx$/,
                priority: 2,
              },
            ],
          },
        },
      },
    },
    server: {
      host: '127.0.0.1',
      port: 5173,
      // What builds and tests write under the project is nothing the dev pages import. Vite reloads every open page when a
      // tsconfig.json appears anywhere it watches: the structured-data test's type-check in .build/ reloaded the editor
      // (unsaved edits and all) in the middle of the editor's tests.
      watch: {
        ignored: ['**/.build/**', '**/dist/**', '**/dist.previous/**', '**/test-results/**', '**/.wrangler/**'],
      },
    },
    // Every dependency the dev pages, the editor and the gallery use, bundled when the server starts: when a page asks for
    // one Vite has not bundled yet (the editor's yaml), Vite bundles again and reloads every
    // open page, an open editor included.
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        'wouter',
        'clsx',
        'yaml',
      ],
    },
  };
}
