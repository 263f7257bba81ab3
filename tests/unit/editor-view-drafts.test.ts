// The preview's /view draws an address with the open file's draft and the settings' kept draft: a price changed in Réglages unsaved shows on every page, and a settings draft with a problem is left out and named, never pausing the page.

import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { editorApi } from '../../src/editor/server.ts';
import { sitePlugin } from '../../src/vite/vite-plugin-site.ts';

const site = join(import.meta.dirname, '../fixtures/site');
const root = mkdtempSync(join(tmpdir(), 'editor-view-drafts-'));
let server: Server;
let origin = '';

beforeAll(async () => {
  cpSync(join(site, 'site.yaml'), join(root, 'site.yaml'));
  cpSync(join(site, 'pages'), join(root, 'pages'), { recursive: true });
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
const view = async (body: unknown) => {
  const response = await fetch(`${origin}/__edit/api/view`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, text: await response.text() };
};
const hash = async (path: string) =>
  ((await (await fetch(`${origin}/__edit/api/file?path=${path}`, { headers })).json()) as { hash: string }).hash;
/** What the route shows, read as a visitor reads it (no-break spaces as spaces). */
const shown = (text: string) => JSON.stringify(JSON.parse(text).route).replace(/[\u00a0\u202f]/g, ' ');

it('draws each page with the unsaved settings, and leaves out (and names) a settings draft with a problem', async () => {
  const settings = { path: 'site.yaml', hash: await hash('site.yaml') };
  const price = {
    ...settings,
    edits: [{ op: 'set', path: ['facts', 'prices', 'companyPlan', 'amount'], value: 4321 }],
  };
  const broken = { ...settings, edits: [{ op: 'set', path: ['origin'], value: '' }] };
  const failures: string[] = [];
  for (const [address, written] of [
    ['/pricing/company', '4 321 $'],
    ['/en/pricing/company', '$4,321'],
  ] as const) {
    const reply = await view({ address, draft: null, also: [price] });
    if (reply.status !== 200) failures.push(`${address}: ${reply.status} ${reply.text.slice(0, 200)}`);
    else {
      if (!shown(reply.text).includes(written)) failures.push(`${address}: « ${written} » not shown`);
      if ((JSON.parse(reply.text).unshown ?? []).length > 0)
        failures.push(`${address}: says the settings are left out`);
    }
    const left = await view({ address, draft: null, also: [broken] });
    if (left.status !== 200) failures.push(`${address}, settings with a problem: ${left.status}, the page paused`);
    else if (JSON.stringify(JSON.parse(left.text).unshown) !== '["site.yaml"]')
      failures.push(`${address}, settings with a problem: not named as left out (${left.text.slice(-80)})`);
  }
  // The open file's own problem still pauses its preview (its form shows the problem).
  const page = { path: 'pages/pricing-company.yaml', hash: await hash('pages/pricing-company.yaml') };
  const own = await view({
    address: '/pricing/company',
    draft: { ...page, edits: [{ op: 'set', path: ['head', 'title', 'fr'], value: '' }] },
    also: [price],
  });
  if (own.status !== 422) failures.push(`the open file's own problem: ${own.status}, not paused`);
  expect(failures).toEqual([]);
  expect(readFileSync(join(root, 'site.yaml'), 'utf8')).toBe(readFileSync(join(site, 'site.yaml'), 'utf8'));
});
