// Which pages of a build differ from another build of the site (the one online): the content gate reads only these with
// the accessibility engines and the layout measures, which look at a page as the browser first draws it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * A page as the browser first draws it: its HTML, with the script chunks' names freed of their hash (one changed text
 * renames every chunk that lists the others, not what the page draws), and the bytes of each picture of the site it shows.
 */
export function pageFingerprint(dist: string, html: string): string {
  const hash = createHash('sha256').update(html.replace(/(\/assets\/[\w.-]+?)-[\w-]{8}\.js\b/g, '$1.js'));
  for (const picture of new Set(html.match(/\/images\/[^"'\s,)?#]+/g) ?? [])) {
    const file = join(dist, decodeURI(picture));
    hash.update(`\0${picture}\0`).update(existsSync(file) ? readFileSync(file) : 'missing');
  }
  return hash.digest('hex');
}

/** The path a page's HTML file answers (the reverse of build.ts's htmlFileFor): index.html → /, en/blog.html → /en/blog. */
function pathOf(file: string): string {
  const name = file
    .split(sep)
    .join('/')
    .replace(/\.html$/, '');
  return name === 'index' ? '/' : `/${name}`;
}

function pages(dist: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html') && !/^404/.test(entry.name))
        found.set(pathOf(relative(dist, full)), pageFingerprint(dist, readFileSync(full, 'utf8')));
    }
  };
  walk(dist);
  return found;
}

/** The paths of the pages in `built` that are new or drawn differently from the same page in `before`, sorted. */
export function changedPages(before: string, built: string): string[] {
  const earlier = pages(before);
  return [...pages(built)]
    .filter(([path, fingerprint]) => earlier.get(path) !== fingerprint)
    .map(([path]) => path)
    .sort();
}
