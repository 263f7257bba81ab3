// The marketer's loop: npm run dev shows a saved YAML change without a reload, shows a content error in the overlay at FILE:LINE:COL and recovers, previews unfinished pages, and offers the section gallery that the build leaves out.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { GALLERY_PATH } from '../../src/content/routes.ts';
import { sectionEntries } from '../../src/site/catalogue.ts';
import { pageScaffold } from '../../src/site/scaffold.ts';
import { materialize } from '../fixtures/materialize.ts';
import { drawWholePage } from './whole-page.ts';

// The dev server compiles on first request and the file watcher polls: allow for a busy machine.
const eventually = expect.configure({ timeout: 20_000 });

let server: ViteDevServer;
let contentRoot: string;
let origin: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  contentRoot = materialize();
  process.env.SITE_CONTENT_ROOT = contentRoot;
  // A French terminal (the default language of the messages), whatever the machine running the tests uses.
  process.env.LANG = 'C.UTF-8';
  delete process.env.LC_ALL;
  delete process.env.LC_MESSAGES;
  // A dependency cache of its own: two dev servers bundling into the same one at once (this spec and the editor spec, in
  // parallel) can replace each other's files, and Vite then reloads the open page.
  server = await createServer({
    configFile: join(process.cwd(), 'vite.config.ts'),
    cacheDir: 'node_modules/.vite-dev-spec',
    server: { port: 5199, strictPort: false, host: '127.0.0.1' },
    logLevel: 'silent',
  });
  await server.listen();
  origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  // The first page compiles the app's few hundred modules: on CI's two cores, shared with the other workers, that once
  // took over 20 s. The tests below time what the marketer waits for afterwards, a saved file's update, not that.
  const warm = await browser.newPage();
  await warm.goto(`${origin}/`);
  await warm.locator('h1').waitFor({ timeout: 100_000 });
  await warm.close();
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
  // The marketer's panel, in French, with the message alone: no advice about the build tool's configuration.
  const overlay = page.locator('#site-content-problems');
  await eventually(overlay).toBeAttached();
  // Named as the editor's form names it, the file's line a small detail under it.
  await eventually(overlay.locator('pre')).toContainText(
    'Section 1 › Type de section — type de section inconnu « heroo »; vouliez-vous dire « hero »?',
  );
  await expect(overlay.locator('pre')).toContainText('pages/home.yaml:8:11');
  await expect(overlay.locator('pre')).not.toContainText('sections.0');
  await expect(overlay).toHaveAttribute('role', 'alert');
  await expect(overlay).not.toContainText(/vite|hmr|overlay/i);
  await expect(page.locator('vite-error-overlay')).toHaveCount(0);
  // A page opened while the content is broken (the editor's preview reloading) names the field the same way.
  await page.reload();
  await eventually(overlay.locator('pre')).toContainText('Section 1 › Type de section');
  await expect(overlay.locator('pre')).not.toContainText('sections.0');

  writeFileSync(file, original.replace('fr: Bienvenue,', 'fr: Bienvenue de retour,'));
  await eventually(page.locator('h1')).toHaveText('Bienvenue de retour');
  await eventually(overlay).not.toBeAttached();
});

test('a page written with npm run new:page shows in the preview while its TODO texts are still there', async ({
  page,
}) => {
  writeFileSync(join(contentRoot, 'pages/careers.yaml'), pageScaffold('careers').text);
  await page.goto(`${origin}/careers`);
  // The preview shows the skeleton's French text with French typography (a no-break space before the colon).
  await eventually(page.locator('h1')).toHaveText('TODO\u00a0: titre principal de la page');
  await expect(page.locator('#site-content-problems, vite-error-overlay')).toHaveCount(0);
});

test('the preview serves the feeds every page links, from the content as it is now', async ({ request }) => {
  for (const path of ['/blog/feed.xml', '/en/blog/feed.xml']) {
    const response = await request.get(origin + path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(await response.text()).toContain('<rss version="2.0"');
  }
});

test('/__sections draws every section type from its catalogue examples, one per variant, French beside English', async ({
  page,
}) => {
  await page.goto(`${origin}${GALLERY_PATH}`);
  const entries = page.locator('[data-section-type]');
  await eventually(entries).toHaveCount(sectionEntries().length);
  await drawWholePage(page);
  for (const entry of sectionEntries()) {
    const block = page.locator(`[data-section-type="${entry.type}"]`);
    await expect(block.locator('h2').first()).toHaveText(entry.type);
    await expect(block.locator('[data-example]')).toHaveCount(entry.examples.length);
    for (const [index, { variant }] of entry.examples.entries()) {
      const example = block.locator(`[data-example="${index}"]`);
      if (variant !== undefined) await expect(example).toHaveAttribute('data-variant', variant);
      const french = example.locator('[data-locale="fr"]');
      const english = example.locator('[data-locale="en"]');
      await expect(french).toHaveAttribute('lang', 'fr-CA');
      await expect(english).toHaveAttribute('lang', 'en-CA');
      // Each column holds the section itself, in its language.
      const [frenchText, englishText] = [await french.innerText(), await english.innerText()];
      expect(frenchText.length, `${entry.type} ${variant ?? ''}`).toBeGreaterThan(30);
      expect(frenchText, `${entry.type} ${variant ?? ''}`).not.toBe(englishText);
    }
  }
  await expect(page.locator('[data-section-type="pricingTable"] [data-locale="fr"]')).toContainText('75 $');
  await expect(page.locator('[data-section-type="pricingTable"] [data-locale="en"]')).toContainText('$75');
});

test('/__sections?type=…&variant=…&lang=… draws that one example alone, in that language, inert (the editor’s catalogue previews)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  for (const entry of sectionEntries()) {
    for (const { variant } of entry.examples) {
      for (const lang of ['fr', 'en'] as const) {
        await page.goto(
          `${origin}${GALLERY_PATH}?${new URLSearchParams({ type: entry.type, ...(variant === undefined ? {} : { variant }), lang })}`,
        );
        const preview = page.locator('main.gallery--preview');
        await eventually(preview.locator('section, article, div').first()).toBeAttached();
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'fr' ? 'fr-CA' : 'en-CA');
        await expect(preview).toHaveAttribute('inert', '');
        await expect(page.locator('[data-section-type]')).toHaveCount(0);
        expect((await preview.innerText()).length, `${entry.type} ${variant ?? ''} ${lang}`).toBeGreaterThan(30);
      }
    }
  }
  await page.goto(`${origin}${GALLERY_PATH}?type=hero&variant=home&lang=en`);
  await eventually(page.locator('main.gallery--preview .hero--home')).toBeVisible();
  await page.goto(`${origin}${GALLERY_PATH}?type=cardGrid&variant=plan&lang=fr`);
  await eventually(page.locator('main.gallery--preview .cards--plan')).toContainText('3 500 $');
});

test('the production build holds no trace of the gallery or the problems panel, and /__sections is a not-found page there', async ({
  request,
}) => {
  const assets = readdirSync('dist/assets');
  expect(assets.filter((file) => /gallery/i.test(file))).toEqual([]);
  for (const file of assets.filter((name) => name.endsWith('.js')))
    expect(readFileSync(join('dist/assets', file), 'utf8'), file).not.toContain(GALLERY_PATH);
  for (const file of [
    ...assets.filter((name) => name.endsWith('.js')).map((name) => join('dist/assets', name)),
    'dist/index.html',
  ])
    expect(readFileSync(file, 'utf8'), file).not.toContain('site-content-problems');
  const response = await request.get(GALLERY_PATH);
  expect(response.status()).toBe(404);
});
