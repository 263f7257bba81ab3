// Which site a spec tests. The content gate's specs check the real content (site.yaml and pages/ of the project, built
// in dist/) against what it declares; behaviour specs pin the frozen launch site of tests/fixtures/site, built apart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite, type Site } from '../../src/site/site.ts';

export const fixtureRoot = join(import.meta.dirname, '../fixtures/site');
/** Where `npm run build:fixture` writes the launch site's build. */
export const fixtureDist = '.build/fixture-site';
export const realDist = 'dist';

const loaded = new Map<string, Site>();
function siteAt(root: string): Site {
  const known = loaded.get(root);
  if (known) return known;
  const result = loadSite(root);
  if (!result.ok) throw new Error(`the content of ${root} is invalid: run npm run validate`);
  loaded.set(root, result.site);
  return result.site;
}

/** The firm's content as it is today: checks take their expectations from it, never from what it was at launch. */
export const realSite = (): Site => siteAt(process.cwd());
/** The launch site frozen under tests/fixtures/site: behaviour tests may pin anything in it. */
export const fixtureSite = (): Site => siteAt(fixtureRoot);

/**
 * Whether the content gate reads this page with its slowest checks (accessibility engines, layout measures): every page,
 * unless the gate was told which changed since the commit online (check-content.ts --since writes E2E_CHANGED_PAGES).
 */
export const redrawn: (path: string) => boolean = (() => {
  const list = process.env.E2E_CHANGED_PAGES;
  if (!list) return () => true;
  const changed = new Set(JSON.parse(readFileSync(list, 'utf8')) as string[]);
  return (path: string) => changed.has(path);
})();
