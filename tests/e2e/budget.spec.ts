// Budgets: code a visitor's browser downloads before the first tap ≤ 85 KB gzip on every route (its content ≤ 24 KB), no route loads a section it does not show, and the start-up creates no cost it can avoid (no SVG image for an icon).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bytesBeforeFirstTap, contentScripts, initialScripts as scriptsIn } from '../../bench/measure.ts';
import { htmlFileFor } from '../../src/cli/build.ts';
import { sectionTypes } from '../../src/site/schema/sections.ts';
import { routeView } from '../../src/site/view.ts';
import { expect, test } from './fixtures.ts';
import { realSite } from './site.ts';

const JS_BUDGET_BYTES = 85 * 1024;
const CONTENT_BUDGET_BYTES = 24 * 1024;
/** The latin subset of the site's variable face (28.7 KB), all French needs; another subset is a cost to see. */
const FONT_BUDGET_BYTES = 30 * 1024;
const site = realSite();
const componentOf = (type: string) => type[0]!.toUpperCase() + type.slice(1);

const initialScripts = (path: string) => scriptsIn('dist', path);

// The code is the product's; the content modules (the route's words and prices, its language's settings) grow with
// what marketers write, so they have a budget of their own: adding a question must never turn the code budget red.
// Counted from what Chromium fetched, not from what the HTML names: modules a page fetched at idle, before any tap,
// were once 2,150 bytes the HTML did not announce and a count of the HTML did not see.
test('before the first tap, every route downloads at most 85 KB of gzipped code, 24 KB of its content and 30 KB of font, nothing its HTML did not announce, and draws its text in the site’s face', async ({
  page,
  context,
}) => {
  test.setTimeout(5 * 60_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const problems: string[] = [];
  const codes: number[] = [];
  for (const route of site.routes) {
    const { code, content, unannounced, fontBytes, fonts } = await bytesBeforeFirstTap(page, 'dist', route.path);
    // The site's face, drawn on every route whatever the visitor's system font, from one file of its latin subset.
    const drawn = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some(
        (face) => face.family.replaceAll('"', '') === 'Source Sans 3' && face.status === 'loaded',
      );
    });
    if (!drawn) problems.push(`${route.path}: its text is not drawn in Source Sans 3 (the system's font instead)`);
    if (fontBytes > FONT_BUDGET_BYTES)
      problems.push(`${route.path}: ${fontBytes} bytes of fonts (${fonts.join(', ')}; budget ${FONT_BUDGET_BYTES})`);
    codes.push(code);
    if (code > JS_BUDGET_BYTES) problems.push(`${route.path}: ${code} bytes of code (budget ${JS_BUDGET_BYTES})`);
    if (content > CONTENT_BUDGET_BYTES)
      problems.push(`${route.path}: ${content} bytes of content (budget ${CONTENT_BUDGET_BYTES})`);
    if (unannounced.length > 0)
      problems.push(`${route.path}: fetched before any tap without its HTML announcing it: ${unannounced.join(', ')}`);
    if (contentScripts('dist', route.path).length !== 2)
      problems.push(`${route.path}: its content is not its own module and its language's settings`);
  }
  expect(problems).toEqual([]);
  // The measures themselves are real: React alone is ~60 KB, and every route has its data and its settings.
  expect(Math.min(...codes)).toBeGreaterThan(50 * 1024);
});

test('every route links raster icons only, which the browser decodes outside the page', () => {
  // An SVG icon (favicon.svg) was drawn by the page's own renderer as a document of its own: a task of 28–41 ms after
  // first paint on this machine, 110–160 ms in Lighthouse's 4× CPU, on every page.
  for (const route of site.routes) {
    const html = readFileSync(join('dist', htmlFileFor(route.path)), 'utf8');
    const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(icons.length, route.path).toBeGreaterThanOrEqual(2);
    for (const icon of icons) {
      expect(icon, route.path).toMatch(/\.(png|ico)$/);
      expect(existsSync(join('dist', icon)), `${route.path}: ${icon}`).toBe(true);
    }
  }
});

test('every icon of every built page is inline SVG drawn from the page’s own sprite, never an image of its own', () => {
  // Drawn as CSS masks over SVG images, each icon a page showed was an SVG document of its own, built before first
  // paint: on the home page 34 ms of a 65 ms first render on this machine, four times that on a slow phone.
  for (const route of site.routes) {
    const html = readFileSync(join('dist', htmlFileFor(route.path)), 'utf8');
    const symbols = new Set([...html.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]!));
    const icons = [
      ...html.matchAll(/<(\w+)\b[^>]*\bclass="(?:[^"]* )?icon(?: [^"]*)?"[^>]*>(<use href="#([^"]+)">)?/g),
    ];
    expect(icons.length, route.path).toBeGreaterThan(0);
    for (const [tag, element, use, symbol] of icons) {
      expect(element, `${route.path}: ${tag}`).toBe('svg');
      expect(use, `${route.path}: ${tag}`).toBeDefined();
      expect(symbols.has(symbol!), `${route.path}: ${use} names no symbol of the sprite`).toBe(true);
    }
    expect(html, route.path).not.toContain('--icon-image');
  }
});

test('a route preloads exactly the section components it shows', () => {
  for (const route of site.routes) {
    const used = new Set(routeView(site, route).sections.map((section) => componentOf(section.type)));
    const loaded = new Set(
      initialScripts(route.path)
        .map((file) => /assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(file)?.[1])
        .filter((name): name is string => name !== undefined && sectionTypes.map(componentOf).includes(name)),
    );
    expect([...loaded].sort(), route.path).toEqual([...used].sort());
  }
});

test('every image of every built page reserves its size (no layout shift when it loads)', () => {
  for (const route of site.routes) {
    const html = readFileSync(join('dist', htmlFileFor(route.path)), 'utf8');
    for (const [image] of html.matchAll(/<img\b[^>]*>/g)) {
      expect(image, route.path).toMatch(/\swidth="\d+"/);
      expect(image, route.path).toMatch(/\sheight="\d+"/);
    }
  }
});
