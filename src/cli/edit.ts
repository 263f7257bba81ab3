// `npm run edit`: starts the dev server with the marketer's editor and prints its address (PORT overrides 5173); it listens on 127.0.0.1 only.
import { createServer } from 'vite';
import { messageLocale } from '../content/messages.ts';

const port = Number(process.env.PORT ?? 5173);
const server = await createServer({ server: { host: '127.0.0.1', port, strictPort: true } });
await server.listen();
const address = `http://127.0.0.1:${port}/__edit`;
console.log(
  messageLocale() === 'fr'
    ? `L’éditeur est prêt : ${address}\n(Ctrl+C pour l’arrêter)`
    : `The editor is ready: ${address}\n(Ctrl+C to stop it)`,
);
