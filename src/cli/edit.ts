// `npm run edit`: starts the dev server with the marketer's editor and prints its address (PORT overrides 5173); it listens on 127.0.0.1 only.
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { messageLocale } from '../content/messages.ts';

const port = Number(process.env.PORT ?? 5173);
// Dependencies prepared for this site's editor alone: two editors of two sites sharing one install each prepared them
// again in the same folder, and the other's page then ran two Reacts (trial 16: « Invalid hook call », no preview).
const site = createHash('sha256')
  .update(resolve(process.env.SITE_CONTENT_ROOT ?? '.'))
  .digest('hex')
  .slice(0, 8);
const server = await createServer({
  cacheDir: `node_modules/.vite-edit-${site}`,
  server: { host: '127.0.0.1', port, strictPort: true },
});
await server.listen();
const address = `http://127.0.0.1:${port}/__edit`;
console.log(
  messageLocale() === 'fr'
    ? `L’éditeur est prêt : ${address}\n(Ctrl+C pour l’arrêter)`
    : `The editor is ready: ${address}\n(Ctrl+C to stop it)`,
);
