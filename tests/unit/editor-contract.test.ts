// The editor's API keeps its contract both ways: the real server refuses a malformed request with its usual status and words, each of its replies reads as the contract declares, and a reply that does not fit becomes words for the marketer.

import { readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteName, readReply } from '../../src/editor/contract.ts';
import { editorApi } from '../../src/editor/server.ts';
import { sitePlugin } from '../../src/vite/vite-plugin-site.ts';
import { materialize } from '../fixtures/materialize.ts';

const root = materialize();
let server: Server;
let origin = '';

beforeAll(async () => {
  const api = editorApi(sitePlugin({ root }).api!, { token: 'secret' });
  server = createServer((request, response) =>
    api.middleware(() => (server.address() as AddressInfo).port)(request, response, () => {
      response.statusCode = 404;
      response.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const headers = { 'x-editor-token': 'secret', 'content-type': 'application/json' };
const get = (path: string) => fetch(`${origin}/__edit/api${path}`, { headers });
const post = (path: string, body: unknown) =>
  fetch(`${origin}/__edit/api${path}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the editor’s server', () => {
  it('refuses each malformed request with the status and words it always gave, and writes nothing', async () => {
    const before = readFileSync(join(root, 'site.yaml'), 'utf8');
    const cases: [name: string, request: () => Promise<Response>, status: number, error: unknown][] = [
      [
        'a path out of the content',
        () => post('/save', { path: '../package.json', hash: '', edits: [] }),
        403,
        'the editor writes only site.yaml, pages/*.yaml and pages/blog/*.yaml',
      ],
      [
        'a path that is not text',
        () => post('/save', { path: 42, hash: '', edits: [] }),
        403,
        'the editor writes only site.yaml, pages/*.yaml and pages/blog/*.yaml',
      ],
      ['edits that are not a list', () => post('/save', { path: 'site.yaml', hash: '', edits: 'all' }), 400, 'edits'],
      [
        'an edit of an unknown kind',
        () => post('/preview', { path: 'site.yaml', hash: '', edits: [{ op: 'rename', path: ['a'] }] }),
        400,
        'edits',
      ],
      [
        'an edit through __proto__',
        () =>
          post('/save', { path: 'site.yaml', hash: '', edits: [{ op: 'set', path: ['__proto__', 'x'], value: 1 }] }),
        400,
        'edits',
      ],
      ['a body that is not JSON', () => post('/save', '{path'), 400, 'the request is not JSON'],
      ['an unknown kind of file', () => get('/schema?kind=nope'), 400, 'kind'],
      ['no file named', () => get('/file'), 404, 'no such content file'],
      ['an unknown route', () => post('/format-disk', {}), 404, 'unknown request'],
    ];
    const wrong: string[] = [];
    for (const [name, request, status, error] of cases) {
      const response = await request();
      const body = (await response.json()) as { error?: unknown };
      if (response.status !== status || JSON.stringify(body.error) !== JSON.stringify(error))
        wrong.push(`${name}: ${response.status} ${JSON.stringify(body)}`);
    }
    const deletion = await post('/delete', { path: 'site.yaml' });
    if (
      deletion.status !== 422 ||
      ((await deletion.json()) as { reason?: { fr?: string } }).reason?.fr !==
        'ce fichier ne peut pas être supprimé depuis l’éditeur'
    )
      wrong.push('deleting site.yaml');
    expect(wrong).toEqual([]);
    expect(readFileSync(join(root, 'site.yaml'), 'utf8')).toBe(before);
  });

  it('answers each request with a reply its contract declares', async () => {
    const opened = (await (await get('/file?path=pages/pricing.yaml')).json()) as { hash: string };
    const edits = [{ op: 'set', path: ['head', 'title', 'fr'], value: 'Nos tarifs' }];
    const cases: [name: RouteName, request: () => Promise<Response>, status: number][] = [
      ['files', () => get('/files'), 200],
      ['schema', () => get('/schema?kind=site&lang=en'), 200],
      ['file', () => get('/file?path=site.yaml'), 200],
      ['preview', () => post('/preview', { path: 'pages/pricing.yaml', hash: opened.hash, edits }), 200],
      ['save', () => post('/save', { path: 'pages/pricing.yaml', hash: 'not-the-file', edits }), 409],
      [
        'save',
        () =>
          post('/save', {
            path: 'pages/pricing.yaml',
            hash: opened.hash,
            edits: [{ op: 'set', path: ['head', 'title', 'fr'], value: '' }],
          }),
        422,
      ],
      ['save', () => post('/save', { path: 'pages/pricing.yaml', hash: opened.hash, edits }), 200],
      ['view', () => post('/view', { address: '/', draft: null }), 200],
      [
        'view',
        () => post('/view', { address: '/', draft: { path: 'pages/pricing.yaml', hash: opened.hash, edits } }),
        200,
      ],
      ['remove', () => post('/delete', { path: 'pages/../site.yaml' }), 422],
    ];
    const wrong: string[] = [];
    for (const [name, request, status] of cases) {
      const response = await request();
      const reply = readReply(name, response.status, await response.text());
      if (reply.status !== status) wrong.push(`${name} ${status}: ${JSON.stringify(reply)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('a reply read against the contract', () => {
  it('says in both languages what did not fit, never hands on a wrong shape', () => {
    const cases: [name: string, route: RouteName, status: number, text: string, says: string][] = [
      ['a field missing', 'save', 200, '{"hash":"abc"}', 'text'],
      ['a wrong type', 'files', 200, '{"files":"all","options":{}}', 'files'],
      ['not JSON (a proxy’s page)', 'file', 502, '<html>Bad gateway</html>', 'not JSON'],
      ['an undeclared status without words', 'preview', 500, '{"oops":true}', '500'],
    ];
    const wrong = cases.flatMap(([name, route, status, text, says]) => {
      const reply = readReply(route, status, text);
      return reply.status === 'error' &&
        reply.error.fr.includes('autrement que prévu') &&
        reply.error.en.includes('unexpected answer') &&
        reply.error.en.includes(says)
        ? []
        : [`${name}: ${JSON.stringify(reply)}`];
    });
    expect(wrong).toEqual([]);
  });

  it('hands on the server’s refusal in both languages, and a declared reply as it came', () => {
    expect(
      readReply('create', 409, JSON.stringify({ error: { fr: '« x » est déjà pris', en: '“x” is already taken' } })),
    ).toEqual({ status: 'error', code: 409, error: { fr: '« x » est déjà pris', en: '“x” is already taken' } });
    expect(readReply('save', 403, JSON.stringify({ error: 'not JSON' }))).toEqual({
      status: 'error',
      code: 403,
      error: { fr: 'not JSON', en: 'not JSON' },
    });
    expect(readReply('save', 409, JSON.stringify({ conflict: true, disk: 'id: x\n', hash: 'h' }))).toEqual({
      status: 409,
      body: { conflict: true, disk: 'id: x\n', hash: 'h' },
    });
  });
});
