// The route table is the one place paths are made: French without prefix, English under /en.
import { describe, expect, it } from 'vitest';
import {
  buildRoutes,
  feedPath,
  localeOfPath,
  localePath,
  normalizePath,
  routeTable,
  trail,
} from '../../src/content/routes.ts';

const pages = [
  { id: 'home', path: '/' },
  { id: 'pricing-company', path: '/pricing/company' },
  { id: 'blog-article', path: '/blog/:post' },
];
const posts = [{ slug: { fr: 'crypto-taxation', en: 'crypto-tax' } }, { slug: { fr: 'tax-reform', en: 'tax-reform' } }];
const table = routeTable(buildRoutes(pages, posts));

describe('paths and locales', () => {
  it('adds /en for English and nothing for French', () => {
    expect(localePath('fr', '/')).toBe('/');
    expect(localePath('en', '/')).toBe('/en');
    expect(localePath('en', '/pricing/company')).toBe('/en/pricing/company');
  });

  it('reads the language from the path', () => {
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/pricing')).toBe('en');
    expect(localeOfPath('/english')).toBe('fr');
    expect(localeOfPath('/pricing')).toBe('fr');
  });

  it('ignores trailing slashes, queries and fragments', () => {
    expect(normalizePath('/en/')).toBe('/en');
    expect(normalizePath('/pricing/company/?a=1#x')).toBe('/pricing/company');
    expect(normalizePath('/')).toBe('/');
  });
});

describe('routeTable', () => {
  it('makes one route per page and language, and one per article and language', () => {
    expect(table.routes.map((route) => route.path).sort()).toEqual(
      [
        '/',
        '/en',
        '/pricing/company',
        '/en/pricing/company',
        '/blog/crypto-taxation',
        '/en/blog/crypto-tax',
        '/blog/tax-reform',
        '/en/blog/tax-reform',
      ].sort(),
    );
  });

  it('finds the path of a page or an article in each language', () => {
    expect(table.pathOf({ page: 'pricing-company' }, 'en')).toBe('/en/pricing/company');
    expect(table.pathOf({ page: 'home' }, 'fr')).toBe('/');
    expect(table.pathOf({ post: 'crypto-tax' }, 'fr')).toBe('/blog/crypto-taxation');
    expect(table.pathOf({ page: 'missing' }, 'fr')).toBeUndefined();
  });

  it('switches language to the same page, and to the same article under its other slug', () => {
    expect(table.switchPath('/pricing/company')).toBe('/en/pricing/company');
    expect(table.switchPath('/en/pricing/company')).toBe('/pricing/company');
    expect(table.switchPath('/')).toBe('/en');
    expect(table.switchPath('/en')).toBe('/');
    expect(table.switchPath('/en/blog/crypto-tax')).toBe('/blog/crypto-taxation');
    expect(table.switchPath('/en/unknown')).toBe('/unknown');
  });

  it('matches with or without a trailing slash', () => {
    expect(table.match('/en/pricing/company/')?.page).toBe('pricing-company');
    expect(table.match('/nope')).toBeUndefined();
  });
});

describe('feeds and trails', () => {
  it('puts each language’s feed beside its articles', () => {
    expect(feedPath(pages, 'fr')).toBe('/blog/feed.xml');
    expect(feedPath(pages, 'en')).toBe('/en/blog/feed.xml');
    expect(feedPath([{ id: 'home', path: '/' }], 'fr')).toBeUndefined();
  });

  it('walks from the language’s home page down to a page, skipping folders that are not pages', () => {
    const withPricing = routeTable(buildRoutes([...pages, { id: 'pricing', path: '/pricing' }], posts));
    expect(trail(withPricing, '/en/pricing/company').map((route) => route.path)).toEqual([
      '/en',
      '/en/pricing',
      '/en/pricing/company',
    ]);
    expect(trail(table, '/pricing/company').map((route) => route.path)).toEqual(['/', '/pricing/company']);
    expect(trail(table, '/blog/crypto-taxation').map((route) => route.path)).toEqual(['/', '/blog/crypto-taxation']);
    expect(trail(table, '/en').map((route) => route.path)).toEqual(['/en']);
    expect(trail(table, '/nowhere')).toEqual([]);
  });
});
