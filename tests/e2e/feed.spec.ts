// The RSS feeds as served by the host runtime: well-formed, typed, one item per article that leads to a real page, and linked from every page of their language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { htmlFileFor, notFoundPages } from '../../src/cli/build.ts';
import { rfc822 } from '../../src/content/format.ts';
import { routeTable } from '../../src/content/routes.ts';
import { type Locale, locales } from '../../src/content/schema/text.ts';
import { withoutJoiners } from '../../src/content/typography.ts';
import { feedInfo } from '../../src/site/feed.ts';
import { expect, test } from './fixtures.ts';
import { realSite } from './site.ts';

const site = realSite();
const origin = site.settings.origin;
const table = routeTable(site.routes);
const feeds = Object.fromEntries(locales.map((locale) => [locale, feedInfo(site, locale)!])) as Record<
  Locale,
  NonNullable<ReturnType<typeof feedInfo>>
>;

test.skip(({ isMobile }) => isMobile, 'files and requests do not depend on the screen');

const text = (parent: Element, name: string) =>
  DomUtils.textContent(DomUtils.getElementsByTagName(name, parent.children, false)[0] ?? []);

for (const locale of locales) {
  const feed = feeds[locale];

  test(`${feed.path}: served as application/rss+xml by the host runtime`, async ({ request }) => {
    const hosted = await request.get(feed.path, { maxRedirects: 0 });
    expect(hosted.status()).toBe(200);
    expect(hosted.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  });

  test(`${feed.path}: well-formed XML for a strict parser`, async ({ page, request }) => {
    const xml = await (await request.get(feed.path)).text();
    // The browser's XML parser stops at the first error and says where (htmlparser2 would forgive it).
    const error = await page.evaluate(
      (source) =>
        new DOMParser().parseFromString(source, 'application/xml').querySelector('parsererror')?.textContent ?? null,
      xml,
    );
    expect(error).toBeNull();
  });

  test(`${feed.path}: RSS 2.0 in ${locale === 'fr' ? 'fr-CA' : 'en-CA'}, one item per article, newest first, each leading to its page`, async ({
    request,
  }) => {
    const xml = await (await request.get(feed.path)).text();
    const document = parseDocument(xml, { xmlMode: true });
    const rss = DomUtils.getElementsByTagName('rss', document)[0]!;
    expect(rss.attribs.version).toBe('2.0');
    const channel = DomUtils.getElementsByTagName('channel', rss.children, false)[0]!;
    expect(text(channel, 'language')).toBe(locale === 'fr' ? 'fr-CA' : 'en-CA');
    expect(text(channel, 'title')).toBe(feed.title);
    expect(text(channel, 'link')).toBe(origin + feed.list);
    expect(text(channel, 'description').length).toBeGreaterThan(20);
    const self = DomUtils.getElementsByTagName('atom:link', channel.children, false)[0]!;
    expect(self.attribs).toEqual({ href: origin + feed.path, rel: 'self', type: 'application/rss+xml' });

    const items = DomUtils.getElementsByTagName('item', channel.children, false);
    expect(items).toHaveLength(site.posts.length);
    const byDate = [...site.posts].sort((a, b) => b.date.localeCompare(a.date));
    for (const [index, item] of items.entries()) {
      const post = site.posts[index]!;
      expect(post.date, 'newest first').toBe(byDate[index]!.date);
      const url = origin + table.pathOf({ post: post.slug.en }, locale)!;
      expect(text(item, 'title')).toBe(withoutJoiners(post.title[locale]));
      expect(text(item, 'description')).toBe(withoutJoiners(post.description[locale]));
      expect(text(item, 'link')).toBe(url);
      const guid = DomUtils.getElementsByTagName('guid', item.children, false)[0]!;
      expect([DomUtils.textContent(guid), guid.attribs.isPermaLink]).toEqual([url, 'true']);
      const published = text(item, 'pubDate');
      expect(published).toBe(rfc822(post.date));
      expect(new Date(published).toISOString().slice(0, 10)).toBe(post.date);
      expect(text(item, 'dc:creator')).toContain(post.author.name);
      const response = await request.get(new URL(url).pathname, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
    }
  });
}

test('every page links its own language’s feed in its head, once', () => {
  const pages = [
    ...site.routes.map((route) => ({ file: htmlFileFor(route.path), locale: route.locale })),
    ...notFoundPages(site).map((entry) => ({ file: entry.file, locale: entry.view.locale })),
  ];
  expect(pages.length).toBeGreaterThan(site.routes.length);
  for (const { file, locale } of pages) {
    const document = parseDocument(readFileSync(join('dist', file), 'utf8'));
    const head = DomUtils.getElementsByTagName('head', document)[0]!;
    const links = DomUtils.getElementsByTagName('link', head).filter(
      (link) => link.attribs.type === 'application/rss+xml',
    );
    expect(
      links.map((link) => ({ rel: link.attribs.rel, href: link.attribs.href, title: link.attribs.title })),
      file,
    ).toEqual([{ rel: 'alternate', href: origin + feeds[locale].path, title: feeds[locale].title }]);
  }
});

test('robots.txt still points at the sitemap, which lists pages only', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toBe(
    `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).not.toContain('feed.xml');
});
