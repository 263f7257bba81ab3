// A live site for the publishing tests: node:http serving a folder (its version.json rewritten by the test, as a deploy would), counting the requests it answers.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';

export type LiveSite = { url: string; requests: () => number; close: () => Promise<void> };

/** `port`: a fixed one, to bring the same site back after closing it (a host swapping versions); 0 for any free one. */
export async function liveSite(folder: string, port = 0): Promise<LiveSite> {
  let requests = 0;
  const server: Server = createServer((request, response) => {
    requests += 1;
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(folder, path);
    if (!existsSync(file) || !file.endsWith('.json')) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return void response.end('not found');
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests: () => requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
