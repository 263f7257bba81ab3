// A real git server for the publishing tests: git's own http-backend (CGI) behind node:http, which can ask for credentials (401) like a private host, or never answer.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GitServer = {
  /** The clone address of a repository under the served folder, e.g. url('remote.git'). */
  url: (repository: string) => string;
  /** 'open' serves git; 'password' answers 401 with WWW-Authenticate: Basic to every request; 'silent' never answers. */
  mode: 'open' | 'password' | 'silent';
  /** When set, 'open' serves only requests carrying this Basic credential (a private host's token); others get 401. */
  credential?: { username: string; password: string };
  close: () => Promise<void>;
};

const BACKEND = '/usr/lib/git-core/git-http-backend';

export async function gitHttpServer(projectRoot: string): Promise<GitServer> {
  const held: { destroy: () => void }[] = [];
  const state: GitServer = { url: () => '', mode: 'open', close: async () => undefined };
  const server: Server = createServer((request, response) => {
    if (state.mode === 'silent') {
      held.push(request.socket);
      return;
    }
    if (state.mode === 'password') {
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="Boréal CPA"', 'content-type': 'text/plain' });
      response.end('Authentication required');
      return;
    }
    if (
      state.credential &&
      request.headers.authorization !==
        `Basic ${Buffer.from(`${state.credential.username}:${state.credential.password}`).toString('base64')}`
    ) {
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="Boréal CPA"', 'content-type': 'text/plain' });
      response.end('Authentication required');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const cgi = spawn(BACKEND, [], {
      env: {
        PATH: process.env.PATH,
        GIT_PROJECT_ROOT: projectRoot,
        GIT_HTTP_EXPORT_ALL: '1',
        REQUEST_METHOD: request.method ?? 'GET',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        CONTENT_TYPE: request.headers['content-type'] ?? '',
        ...(request.headers['content-length'] ? { CONTENT_LENGTH: request.headers['content-length'] } : {}),
        ...(request.headers['content-encoding'] ? { HTTP_CONTENT_ENCODING: request.headers['content-encoding'] } : {}),
        ...(request.headers['git-protocol'] ? { GIT_PROTOCOL: String(request.headers['git-protocol']) } : {}),
        REMOTE_USER: 'marketer',
        REMOTE_ADDR: '127.0.0.1',
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    request.pipe(cgi.stdin);
    // The CGI's headers end at the first blank line; its Status: header is the HTTP status.
    let head = Buffer.alloc(0);
    let started = false;
    cgi.stdout.on('data', (chunk: Buffer) => {
      if (started) return void response.write(chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n') !== -1 ? head.indexOf('\r\n\r\n') : head.indexOf('\n\n');
      if (end === -1) return;
      const separator = head.indexOf('\r\n\r\n') !== -1 ? 4 : 2;
      let status = 200;
      for (const line of head.subarray(0, end).toString('latin1').split(/\r?\n/)) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else response.setHeader(name, value);
      }
      response.statusCode = status;
      started = true;
      response.write(head.subarray(end + separator));
    });
    cgi.stdout.on('end', () => response.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = (repository) => `http://127.0.0.1:${port}/${repository}`;
  state.close = () =>
    new Promise((resolve) => {
      for (const socket of held) socket.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
