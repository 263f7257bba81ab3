// SEO of the built HTML, read from dist/ (no browser): titles, descriptions, canonical, hreflang, Open Graph, JSON-LD, sitemap.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { htmlFileFor } from '../../src/cli/build.ts';
import { expect, test } from './fixtures.ts';
import { realSite } from './site.ts';

const site = realSite();
const origin = site.settings.origin;
const lang = { fr: 'fr-CA', en: 'en-CA' } as const;

function headOf(path: string) {
  const html = readFileSync(join('dist', htmlFileFor(path)), 'utf8');
  const document = parseDocument(html);
  const all = (name: string) => DomUtils.getElementsByTagName(name, document);
  const metas = all('meta');
  const meta = (key: string) =>
    metas
      .filter((element) => element.attribs.name === key || element.attribs.property === key)
      .map((element) => element.attribs.content ?? '');
  const links = all('link');
  return {
    html,
    lang: all('html')[0]?.attribs.lang,
    titles: all('title').map((element) => DomUtils.textContent(element)),
    meta,
    canonical: links.filter((link) => link.attribs.rel === 'canonical').map((link) => link.attribs.href),
    alternates: Object.fromEntries(
      links
        .filter((link) => link.attribs.rel === 'alternate' && link.attribs.hreflang)
        .map((link) => [link.attribs.hreflang!, link.attribs.href!]),
    ),
    jsonLd: all('script')
      .filter((script) => script.attribs.type === 'application/ld+json')
      .map((script) => DomUtils.textContent(script)),
  };
}

test('every route has one title (≤ 60) and one description (≤ 160), unique within its language', () => {
  const seen = {
    fr: { titles: new Map<string, string>(), descriptions: new Map<string, string>() },
    en: { titles: new Map<string, string>(), descriptions: new Map<string, string>() },
  };
  const problems: string[] = [];
  for (const route of site.routes) {
    const head = headOf(route.path);
    const [title] = head.titles;
    const descriptions = head.meta('description');
    if (head.titles.length !== 1) problems.push(`${route.path}: ${head.titles.length} titles`);
    if (descriptions.length !== 1) problems.push(`${route.path}: ${descriptions.length} descriptions`);
    const description = descriptions[0] ?? '';
    if (!title || title.length > 60) problems.push(`${route.path}: title of ${title?.length} characters: ${title}`);
    if (description.length > 160 || description.length < 50)
      problems.push(`${route.path}: description of ${description.length} characters`);
    const mine = seen[route.locale];
    if (title && mine.titles.has(title)) problems.push(`${route.path}: same title as ${mine.titles.get(title)}`);
    if (mine.descriptions.has(description))
      problems.push(`${route.path}: same description as ${mine.descriptions.get(description)}`);
    if (title) mine.titles.set(title, route.path);
    mine.descriptions.set(description, route.path);
  }
  expect(problems).toEqual([]);
});

test('every route names itself canonical, pairs with its twin by hreflang both ways, and says its language', () => {
  for (const route of site.routes) {
    const head = headOf(route.path);
    const url = origin + route.path;
    expect(head.lang, route.path).toBe(lang[route.locale]);
    expect(head.canonical, route.path).toEqual([url]);
    expect(head.meta('og:url'), route.path).toEqual([url]);
    expect(head.alternates, route.path).toEqual({
      [lang[route.locale]]: url,
      [lang[route.locale === 'fr' ? 'en' : 'fr']]: origin + route.alternate,
      'x-default': origin + (route.locale === 'fr' ? route.path : route.alternate),
    });
    const twin = headOf(route.alternate);
    expect(twin.alternates[lang[route.locale]], `${route.alternate} points back to ${route.path}`).toBe(url);
    expect(head.meta('og:locale'), route.path).toEqual([route.locale === 'fr' ? 'fr_CA' : 'en_CA']);
    expect(head.meta('og:locale:alternate'), route.path).toEqual([route.locale === 'fr' ? 'en_CA' : 'fr_CA']);
    expect(head.meta('og:title'), route.path).toEqual(head.titles);
    expect(head.meta('twitter:card'), route.path).toEqual(['summary_large_image']);
    expect(head.meta('og:image')[0], route.path).toMatch(new RegExp(`^${origin}/`));
  }
});

test('every route describes the firm as an AccountingService in its JSON-LD graph, with < escaped', () => {
  for (const route of site.routes) {
    const { jsonLd } = headOf(route.path);
    expect(jsonLd, route.path).toHaveLength(1);
    expect(jsonLd[0]).not.toContain('<');
    type Firm = Record<string, unknown> & {
      openingHoursSpecification: { dayOfWeek: string[] }[];
      areaServed: { name: string };
    };
    const graph = (JSON.parse(jsonLd[0]!) as { '@graph': (Record<string, unknown> & { '@type': string })[] })['@graph'];
    const data = graph.find((node) => node['@type'] === 'AccountingService') as unknown as Firm;
    expect(data.name).toBe(site.settings.brand.name);
    // The firm's address is its home page in the page's language (details per route: structured-data.spec.ts).
    expect(data.url).toBe(origin + (route.locale === 'fr' ? '/' : '/en'));
    expect(data.telephone).toBe(site.settings.contact.phones.general!.tel);
    expect(data.areaServed.name).toBe(site.settings.contact.areaServed);
    const { from, to } = site.settings.facts.openingHours.days;
    const week = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
    expect(data.openingHoursSpecification[0]!.dayOfWeek, route.path).toHaveLength(
      week.indexOf(to) - week.indexOf(from) + 1,
    );
    expect(data.knowsLanguage).toEqual(['fr-CA', 'en-CA']);
    expect(data.priceRange).toBe(site.settings.brand.priceRange);
  }
});

test('sitemap.xml lists every indexable route with its alternates, and nothing else', () => {
  const xml = readFileSync('dist/sitemap.xml', 'utf8');
  const document = parseDocument(xml, { xmlMode: true });
  const urls = DomUtils.getElementsByTagName('url', document);
  const listed = urls.map((url) => DomUtils.textContent(DomUtils.getElementsByTagName('loc', url)[0]!));
  expect(listed.sort()).toEqual(site.routes.map((route) => origin + route.path).sort());
  for (const url of urls) {
    const loc = DomUtils.textContent(DomUtils.getElementsByTagName('loc', url)[0]!);
    const route = site.routes.find((candidate) => origin + candidate.path === loc)!;
    const alternates = Object.fromEntries(
      DomUtils.getElementsByTagName('xhtml:link', url).map((link) => [link.attribs.hreflang, link.attribs.href]),
    );
    expect(alternates).toEqual({
      [lang[route.locale]]: loc,
      [lang[route.locale === 'fr' ? 'en' : 'fr']]: origin + route.alternate,
      'x-default': origin + (route.locale === 'fr' ? route.path : route.alternate),
    });
  }
  expect(readFileSync('dist/robots.txt', 'utf8')).toContain(`Sitemap: ${origin}/sitemap.xml`);
  // The feeds are for feed readers, not pages to index.
  expect(xml).not.toContain('feed.xml');
});

test('not-found pages are kept out of search engines', () => {
  for (const file of ['404.html', 'en/404.html', 'blog/404.html', 'en/blog/404.html']) {
    const html = readFileSync(join('dist', file), 'utf8');
    expect(html, file).toContain('<meta name="robots" content="noindex"');
    expect(html, file).not.toContain('rel="canonical"');
  }
});
