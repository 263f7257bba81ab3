// The RSS feeds from the site model: escaped text, addresses from the route table, the hosts' Content-Type.

import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { feedFiles, headersFile, hostFiles, RSS_TYPE } from '../../src/cli/host-files.ts';
import { rfc822 } from '../../src/content/format.ts';
import { feedInfo, rssFeed } from '../../src/site/feed.ts';
import { loadSite, type Site } from '../../src/site/site.ts';

const result = loadSite('.');
if (!result.ok) throw new Error('content is invalid: run npm run validate');
const site = result.site;

describe('rssFeed', () => {
  it('lives beside each language’s article list', () => {
    expect(feedInfo(site, 'fr')!.path).toBe('/blog/feed.xml');
    expect(feedInfo(site, 'en')!.path).toBe('/en/blog/feed.xml');
    expect(Object.keys(feedFiles(site)).sort()).toEqual(['blog/feed.xml', 'en/blog/feed.xml']);
    expect(Object.keys(hostFiles(site, 'sha256-x', [], 'cloudflare'))).toEqual(
      expect.arrayContaining(['sitemap.xml', 'robots.txt', 'blog/feed.xml', 'en/blog/feed.xml']),
    );
  });

  it('escapes what XML would read as markup, and the text reads back unchanged', () => {
    const tricky = { fr: 'Impôts & taxes : <le> guide « 2026 »', en: 'Tax & "duty": <the> guide' };
    const first = site.posts[0]!;
    const changed: Site = {
      ...site,
      posts: [{ ...first, title: tricky, description: { fr: 'A & B', en: "It's <b>" } }, ...site.posts.slice(1)],
    };
    for (const locale of ['fr', 'en'] as const) {
      const xml = rssFeed(changed, locale)!;
      expect(xml).not.toMatch(/<(le|the|b)>/);
      const item = DomUtils.getElementsByTagName('item', parseDocument(xml, { xmlMode: true }))[0]!;
      expect(DomUtils.textContent(DomUtils.getElementsByTagName('title', item)[0]!)).toBe(tricky[locale]);
    }
  });

  it('gives the same file for the same content (no build time inside)', () => {
    expect(rssFeed(site, 'fr')).toBe(rssFeed(site, 'fr'));
    expect(rssFeed(site, 'fr')).toContain(
      `<lastBuildDate>${new Date(`${site.posts[0]!.date}T00:00:00Z`).toUTCString()}</lastBuildDate>`,
    );
  });

  it('dates an article by its publication, and the feed by its latest change', () => {
    const revised = site.posts[3]!;
    const changed: Site = {
      ...site,
      posts: site.posts.map((post) => (post === revised ? { ...post, updated: '2099-01-02' } : post)),
    };
    const xml = rssFeed(changed, 'en')!;
    expect(xml).toContain('<lastBuildDate>Fri, 02 Jan 2099 00:00:00 GMT</lastBuildDate>');
    expect(xml).toContain(`<pubDate>${rfc822(revised.date)}</pubDate>`);
  });
});

describe('feed Content-Type', () => {
  it('_headers types each feed as RSS', () => {
    const headers = headersFile(site, 'sha256-x');
    for (const file of ['/blog/feed.xml', '/en/blog/feed.xml'])
      expect(headers).toContain(`${file}\n  Content-Type: ${RSS_TYPE}`);
  });
});
