// The marketer's loop: npm run dev shows a saved YAML change without a reload, shows a content error in the overlay at FILE:LINE:COL, and recovers once it is fixed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { materialize } from '../fixtures/materialize.ts';

// The dev server compiles on first request and the file watcher polls: allow for a busy machine.
const eventually = expect.configure({ timeout: 20_000 });

let server: ViteDevServer;
let contentRoot: string;
let origin: string;

test.beforeAll(async () => {
  contentRoot = materialize();
  process.env.SITE_CONTENT_ROOT = contentRoot;
  server = await createServer({ configFile: join(process.cwd(), 'vite.config.ts'), server: { port: 5199, strictPort: false, host: '127.0.0.1' }, logLevel: 'silent' });
  await server.listen();
  origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
});

test.afterAll(async () => {
  await server?.close();
  delete process.env.SITE_CONTENT_ROOT;
});

test('saving a page updates it in place, errors show in the overlay, fixing recovers', async ({ page }) => {
  test.setTimeout(60_000);
  const file = join(contentRoot, 'pages/home.yaml');
  const original = readFileSync(file, 'utf8');
  await page.goto(`${origin}/`);
  await eventually(page.locator('h1')).toHaveText('Bienvenue');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  writeFileSync(file, original.replace('fr: Bienvenue,', 'fr: Bienvenue chez nous,'));
  await eventually(page.locator('h1')).toHaveText('Bienvenue chez nous');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  writeFileSync(file, original.replace('  - type: hero', '  - type: heroo'));
  const overlay = page.locator('vite-error-overlay');
  await eventually(overlay).toBeAttached();
  await eventually(overlay.locator('.message-body')).toContainText('pages/home.yaml:8:11  sections.0.type  unknown section type "heroo"; did you mean "hero"?');

  writeFileSync(file, original.replace('fr: Bienvenue,', 'fr: Bienvenue de retour,'));
  await eventually(page.locator('h1')).toHaveText('Bienvenue de retour');
  await eventually(overlay).not.toBeAttached();
});
