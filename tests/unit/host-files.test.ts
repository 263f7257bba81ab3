// Host files both hosts accept: _redirects holds only codes Cloudflare Pages allows, and Netlify's per-language not-found rules live in a current netlify.toml.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/site.ts';
import { notFoundPages } from '../../src/cli/build.ts';
import { netlifyToml, redirectsFile } from '../../src/cli/host-files.ts';

const result = loadSite('.');
const site = result.ok ? result.site : undefined;

describe('host files', () => {
  it('_redirects uses only status codes Cloudflare Pages accepts (200, 301, 302, 303, 307, 308)', () => {
    const lines = redirectsFile().trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^\/\S*\s+\/\S*\s+(200|301|302|303|307|308)$/);
  });

  it('netlify.toml is current and gives each language, and each blog, its own not-found page with status 404', () => {
    const expected = netlifyToml(notFoundPages(site!).map((entry) => ({ file: entry.file, prefix: entry.prefix })));
    expect(readFileSync('netlify.toml', 'utf8')).toBe(expected);
    for (const file of ['/404.html', '/en/404.html', '/blog/404.html', '/en/blog/404.html']) expect(expected).toContain(`to = "${file}"\n  status = 404`);
  });
});
