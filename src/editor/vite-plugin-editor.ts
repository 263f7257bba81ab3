// Vite plugin (dev server only): the marketer's editor at /__edit and its API; nothing of it reaches the production build.
import { createReadStream, existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LOCAL_IMAGE } from '../content/schema/article.ts';
import type { ContentApi } from '../vite/vite-plugin-site.ts';
import { IMAGES_DIR } from './files.ts';
import { API_PATH, EDITOR_PATH, editorApi } from './server.ts';

const page = (token: string) => `<!doctype html>
<html lang="fr-CA">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="editor-token" content="${token}" />
    <title>Éditeur du site — Boréal CPA</title>
  </head>
  <body>
    <div id="editor"></div>
    <script type="module" src="/src/editor/client/main.tsx"></script>
  </body>
</html>
`;

export function editorPlugin(): Plugin {
  return {
    name: 'site-editor',
    apply: 'serve',
    configureServer(server) {
      const content = server.config.plugins.find((plugin) => plugin.name === 'site-content')?.api as
        | ContentApi
        | undefined;
      if (!content) throw new Error('the editor needs the site-content plugin');
      const api = editorApi(content, { projectRoot: server.config.root });
      const port = () => (server.httpServer?.address() as AddressInfo | null)?.port;
      server.middlewares.use(api.middleware(port));
      // The pictures of the content being edited, shown as soon as they are added, also when that content is a copy
      // outside the project (tests): Vite's own public/ is the project's.
      server.middlewares.use((request, response, next) => {
        // Only plain names match (letters, digits, _ and -): nothing encoded, no folder, no way out of public/images/.
        const path = (request.url ?? '').split('?')[0] ?? '';
        if (request.method !== 'GET' || !LOCAL_IMAGE.test(path)) return next();
        const file = join(content.root(), IMAGES_DIR, path.slice('/images/'.length));
        if (!existsSync(file)) return next();
        const type = {
          webp: 'image/webp',
          avif: 'image/avif',
          png: 'image/png',
          jpg: 'image/jpeg',
          jpeg: 'image/jpeg',
        }[path.split('.').pop()!.toLowerCase()];
        response.setHeader('content-type', type ?? 'application/octet-stream');
        response.setHeader('cache-control', 'no-cache');
        createReadStream(file).pipe(response);
      });
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0];
        // /__edit/<file> is the editor open at that file (an address of its own, kept on reload); the API is not a page.
        if (
          path === undefined ||
          !(path === EDITOR_PATH || path.startsWith(`${EDITOR_PATH}/`)) ||
          path.startsWith(`${API_PATH}/`)
        )
          return next();
        server.transformIndexHtml(EDITOR_PATH, page(api.token)).then((html) => {
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.setHeader('cache-control', 'no-store');
          // The editor page may not be framed by another site (its buttons write files).
          response.setHeader('x-frame-options', 'DENY');
          response.end(html);
        }, next);
      });
    },
  };
}
