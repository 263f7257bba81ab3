// The real site model, read once for tests that walk every route.
import { loadSite, type Site } from '../../src/content/site.ts';

let cached: Site | undefined;
export function realSite(): Site {
  if (cached) return cached;
  const result = loadSite(process.cwd());
  if (!result.ok) throw new Error('content is invalid: run npm run validate');
  cached = result.site;
  return cached;
}
