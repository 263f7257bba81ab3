// Host files both hosts accept: on Cloudflare Pages _redirects holds only the codes it allows; on Netlify it also gives each language, and each blog, its own not-found page, from the content at build time.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notFoundPages } from '../../src/cli/build.ts';
import { redirectsFile } from '../../src/cli/host-files.ts';
import { loadSite } from '../../src/site/site.ts';

const loaded = loadSite('tests/fixtures/site');
if (!loaded.ok) throw new Error('the fixture site is invalid');
const site = loaded.site;
const rules = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split(/\s+/));

describe('host files', () => {
  it('on Cloudflare Pages, _redirects uses only the status codes it accepts (200, 301, 302, 303, 307, 308)', () => {
    const lines = rules(redirectsFile(notFoundPages(site), 'cloudflare'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(['200', '301', '302', '303', '307', '308'], line.join(' ')).toContain(line[2]);
  });

  it('on Netlify, every not-found page of the content has its rule, longest prefix first, after the moves', () => {
    const notFound = notFoundPages(site);
    const lines = rules(redirectsFile(notFound, 'netlify'));
    const missing = lines.filter((line) => line[2] === '404');
    expect(missing.map((line) => line[1]).sort()).toEqual(notFound.map((entry) => `/${entry.file}`).sort());
    for (const entry of notFound)
      expect(missing.find((line) => line[1] === `/${entry.file}`)?.[0], entry.file).toBe(`${entry.prefix}*`);
    const lengths = missing.map((line) => line[0]!.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
    expect(lines.findIndex((line) => line[2] === '404')).toBe(lines.length - missing.length);
  });

  it('a blog moved to another address in its page files gets its not-found rules there, with no file to regenerate', () => {
    const copy = mkdtempSync(join(process.env.SITE_TESTS_TMP ?? tmpdir(), 'moved-blog-'));
    cpSync('tests/fixtures/site', copy, { recursive: true });
    for (const file of ['pages/blog.yaml', 'pages/blog-article.yaml']) {
      const path = join(copy, file);
      writeFileSync(path, readFileSync(path, 'utf8').replace(/^path: \/blog/m, 'path: /articles'));
    }
    const moved = loadSite(copy);
    if (!moved.ok) throw new Error('the moved blog is invalid');
    const prefixes = rules(redirectsFile(notFoundPages(moved.site), 'netlify'))
      .filter((line) => line[2] === '404')
      .map((line) => line[0]);
    expect(prefixes).toEqual(expect.arrayContaining(['/articles/*', '/en/articles/*']));
    expect(prefixes.filter((prefix) => prefix?.includes('/blog'))).toEqual([]);
  });
});
