// Each language's RSS 2.0 feed of the articles (/blog/feed.xml, /en/blog/feed.xml): newest first, absolute addresses, escaped text.

import { htmlLang, rfc822 } from '../content/format.ts';
import { fullTitle } from '../content/head.ts';
import { feedPath, routeTable } from '../content/routes.ts';
import type { Locale } from '../content/schema/text.ts';
import { withoutJoiners } from '../content/typography.ts';
import type { Site } from './site.ts';

/** What a feed is served as: hosts and servers would otherwise say generic XML by its extension. */
export const RSS_TYPE = 'application/rss+xml; charset=utf-8';

export type FeedInfo = { path: string; title: string; description: string; list: string };

/** Where a language's feed lives and how it presents itself; undefined when no page shows articles. */
export function feedInfo(site: Site, locale: Locale): FeedInfo | undefined {
  const path = feedPath(site.pages, locale);
  if (path === undefined) return undefined;
  const table = routeTable(site.routes);
  // The page that lists the articles names the feed; without one, the firm does.
  const listPage = site.pages.find((page) => page.sections.some((section) => section.type === 'blogIndex'));
  const list = (listPage && table.pathOf({ page: listPage.id }, locale)) ?? path.slice(0, -'/feed.xml'.length);
  const { brand } = site.settings;
  return {
    path,
    list,
    title: listPage ? fullTitle(listPage.head.title[locale], brand.name) : brand.name,
    description: listPage ? listPage.head.description[locale] : brand.description[locale],
  };
}

/** Text and attribute values safe in XML. */
export const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function rssFeed(site: Site, locale: Locale): string | undefined {
  const info = feedInfo(site, locale);
  if (!info) return undefined;
  const origin = site.settings.origin;
  const table = routeTable(site.routes);
  const element = (name: string, text: string, indent: string) =>
    `${indent}<${name}>${escapeXml(withoutJoiners(text))}</${name}>`;
  // site.posts is newest first already.
  const items = site.posts.map((post) => {
    const path = table.pathOf({ post: post.slug.en }, locale);
    if (path === undefined) throw new Error(`no route for the article ${post.slug.en}`);
    const url = origin + path;
    const author = post.author.designation ? `${post.author.name}, ${post.author.designation}` : post.author.name;
    return [
      '    <item>',
      element('title', post.title[locale], '      '),
      element('link', url, '      '),
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      element('description', post.description[locale], '      '),
      element('category', post.category[locale], '      '),
      element('dc:creator', author, '      '),
      element('pubDate', rfc822(post.date), '      '),
      '    </item>',
    ].join('\n');
  });
  const lastChange = site.posts
    .map((post) => (post.updated && post.updated > post.date ? post.updated : post.date))
    .sort()
    .at(-1);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    element('title', info.title, '    '),
    element('link', origin + info.list, '    '),
    element('description', info.description, '    '),
    element('language', htmlLang[locale], '    '),
    `    <atom:link href="${escapeXml(origin + info.path)}" rel="self" type="application/rss+xml"/>`,
    // The latest article change, not the build's time: rebuilding the same content gives the same file.
    ...(lastChange ? [element('lastBuildDate', rfc822(lastChange), '    ')] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
