// A small static server for dist/ that behaves like the production host: exact paths, _redirects, _headers, per-language 404 pages.
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

type Rule = { from: string; to: string; status: number };
type HeaderBlock = { pattern: string; headers: [string, string][] };

export function parseRedirects(text: string): Rule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

export function parseHeaders(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) blocks.push({ pattern: line.trim(), headers: [] });
    else {
      const index = line.indexOf(':');
      blocks.at(-1)?.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()]);
    }
  }
  return blocks;
}

const matches = (pattern: string, path: string) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);

export function createSiteServer(dir: string): Server {
  const root = resolve(dir);
  const read = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '');
  const rules = parseRedirects(read('_redirects'));
  const headerBlocks = parseHeaders(read('_headers'));
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400).end('Bad request');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    for (const block of headerBlocks) if (matches(block.pattern, path)) for (const [name, value] of block.headers) response.setHeader(name, value);

    const redirect = rules.find((rule) => rule.status >= 300 && rule.status < 400 && matches(rule.from, path));
    if (redirect) {
      response.writeHead(redirect.status, { Location: redirect.to + url.search }).end();
      return;
    }
    // As Cloudflare Pages does: one clean address per page, permanent redirects that keep the method (308).
    if (path.length > 1 && path.endsWith('/')) {
      response.writeHead(308, { Location: path.replace(/\/+$/, '') + url.search }).end();
      return;
    }
    if (path.endsWith('.html')) {
      const clean = path.slice(0, -'.html'.length).replace(/\/index$/, '') || '/';
      response.writeHead(308, { Location: clean + url.search }).end();
      return;
    }

    const safe = (relative: string) => {
      const file = normalize(join(root, relative));
      return file === root || file.startsWith(root + sep) ? file : undefined;
    };
    const candidates = path === '/' ? ['index.html'] : [path.slice(1), `${path.slice(1)}.html`];
    let status = 200;
    let file = candidates.map(safe).find((candidate): candidate is string => candidate !== undefined && isFile(candidate));
    if (!file) {
      // The nearest 404.html up the path (/en/blog/x → en/blog/404.html, en/404.html, 404.html), as Cloudflare Pages
      // serves it; never cached, so a missing asset is not remembered for a year.
      status = 404;
      response.setHeader('Cache-Control', 'no-store');
      const folders = path.split('/').slice(1, -1);
      file = folders.map((_, index) => safe(`${folders.slice(0, folders.length - index).join('/')}/404.html`)).concat(safe('404.html')).find((candidate): candidate is string => candidate !== undefined && isFile(candidate));
      if (!file) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
    }
    // A Content-Type from _headers (the RSS feeds) wins over the extension's, as on the hosts.
    if (!response.hasHeader('Content-Type') || status !== 200) response.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream');
    const type = String(response.getHeader('Content-Type'));
    let body = readFileSync(file);
    if (!response.hasHeader('Cache-Control')) response.setHeader('Cache-Control', 'no-cache');
    if (/text|javascript|json|xml|svg/.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      body = gzipSync(body);
      response.setHeader('Content-Encoding', 'gzip');
      response.setHeader('Vary', 'Accept-Encoding');
    }
    response.setHeader('Content-Length', body.length);
    response.writeHead(status);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 4173);
  const server = createSiteServer(process.argv[2] ?? 'dist');
  await listen(server, port);
  console.log(`Serving dist/ on http://127.0.0.1:${port}`);
}
