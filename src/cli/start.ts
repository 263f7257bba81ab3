// `npm start`: builds when dist/ is missing or older than the sources, then serves it on Cloudflare Pages' own runtime
// (workerd, offline) on 127.0.0.1:4173 (PORT overrides). `--dist DIR` serves a folder already built, as it is (the tests).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSite } from './build.ts';
import { startHostRuntime } from './host-runtime.ts';

const root = resolve('.');
const newest = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
};
const given = process.argv.indexOf('--dist');
const dist = given === -1 ? join(root, 'dist') : resolve(process.argv[given + 1] ?? 'dist');
const built =
  given !== -1
    ? Infinity
    : existsSync(join(root, 'dist/index.html'))
      ? statSync(join(root, 'dist/index.html')).mtimeMs
      : 0;
const sources = Math.max(
  ...['site.yaml', 'pages', 'src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((path) =>
    newest(join(root, path)),
  ),
);

if (built < sources) {
  console.log(built === 0 ? 'No build yet: building…' : 'Sources changed since the last build: building…');
  try {
    await buildSite(root);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error('\nThe build stopped: fix the lines above.');
    process.exit(1);
  }
}
const port = Number(process.env.PORT ?? 4173);
await startHostRuntime(dist, port);
console.log(`Site running at http://127.0.0.1:${port} on the host's runtime (French: /  English: /en)`);
