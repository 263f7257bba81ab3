// Budgets read from the built files: no route loads a section it does not show, and the start-up creates no cost it can
// avoid (no SVG image for an icon, no image without its size). The bytes before the first tap: routes.spec, on its load.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initialScripts as scriptsIn } from '../../bench/measure.ts';
import { htmlFileFor } from '../../src/cli/build.ts';
import { sectionTypes } from '../../src/site/schema/sections.ts';
import { routeView } from '../../src/site/view.ts';
import { expect, test } from './fixtures.ts';
import { realSite } from './site.ts';

const site = realSite();
const componentOf = (type: string) => type[0]!.toUpperCase() + type.slice(1);

const initialScripts = (path: string) => scriptsIn('dist', path);

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
