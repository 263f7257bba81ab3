// Budgets, which are deterministic: code loaded before interaction ≤ 85 KB gzip on every route (its content ≤ 24 KB), no route loads a section it does not show, and the start-up creates no cost it can avoid (no SVG image for an icon).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentScripts, routeBytes, initialScripts as scriptsIn } from '../../bench/measure.ts';
import { htmlFileFor } from '../../src/cli/build.ts';
import { sectionTypes } from '../../src/content/schema/sections.ts';
import { routeView } from '../../src/content/view.ts';
import { expect, test } from './fixtures.ts';
import { realSite } from './site.ts';

const JS_BUDGET_BYTES = 85 * 1024;
const CONTENT_BUDGET_BYTES = 24 * 1024;
const site = realSite();
const componentOf = (type: string) => type[0]!.toUpperCase() + type.slice(1);

const initialScripts = (path: string) => scriptsIn('dist', path);

// The code is the product's; the content modules (the route's words and prices, its language's settings) grow with
// what marketers write, so they have a budget of their own: adding a question must never turn the code budget red.
test('every route loads at most 85 KB of gzipped code, and at most 24 KB of its content, before interaction', () => {
  const sizes = site.routes.map((route) => ({ path: route.path, ...routeBytes('dist', route.path) }));
  expect(sizes.filter((size) => size.code > JS_BUDGET_BYTES).map(({ path, code }) => ({ path, code }))).toEqual([]);
  expect(
    sizes.filter((size) => size.content > CONTENT_BUDGET_BYTES).map(({ path, content }) => ({ path, content })),
  ).toEqual([]);
  // The measures themselves are real: React alone is ~60 KB, and every route has its data and its settings.
  expect(Math.min(...sizes.map((size) => size.code))).toBeGreaterThan(50 * 1024);
  for (const route of site.routes) expect(contentScripts('dist', route.path), route.path).toHaveLength(2);
});

/** The route of a language that shows the most kinds of section: the widest start-up to check in the browser. */
function busiest(locale: 'fr' | 'en') {
  const kinds = (route: (typeof site.routes)[number]) =>
    new Set(routeView(site, route).sections.map((section) => section.type)).size;
  return site.routes.filter((route) => route.locale === locale).sort((a, b) => kinds(b) - kinds(a))[0]!;
}

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

test('in the browser, a page downloads no more JavaScript than its HTML announced, and no unused section', async ({
  page,
}) => {
  const route = busiest('en');
  await page.goto(route.path);
  await page.waitForLoadState('networkidle');
  const requested = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname.slice(1))
        .filter((path) => path.endsWith('.js')),
    );
  // What the page needs, its dialogs included (they are in its HTML).
  const announced = [...initialScripts(route.path)].sort();
  await expect.poll(async () => (await requested()).sort()).toEqual(announced);
  const used = new Set(routeView(site, route).sections.map((section) => componentOf(section.type)));
  for (const unused of sectionTypes.map(componentOf).filter((name) => !used.has(name)))
    expect((await requested()).join(' '), `${route.path} loads ${unused}`).not.toMatch(new RegExp(`(^|/)${unused}-`));
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
