// The preview's address for a draft: a page's new path or an article's new slugs show at once; what is not yet an address keeps the saved one.
import { describe, expect, it } from 'vitest';
import { draftAddress } from '../../src/editor/client/preview-address.ts';

const article = { fr: '/blog/imposition-crypto', en: '/en/blog/crypto-tax' };

describe('the preview’s address for an unsaved draft', () => {
  it('an article keeps its folder with the draft’s slugs, each language apart', () => {
    expect(draftAddress('post', article, { slug: { fr: 'imposition-crypto', en: 'crypto-tax-guide' } })).toEqual({
      fr: '/blog/imposition-crypto',
      en: '/en/blog/crypto-tax-guide',
    });
  });
  it('a slug not yet an address (half typed, empty, capitals) keeps the saved one', () => {
    for (const slug of ['crypto-', '', 'Crypto', 'a b', undefined])
      expect(draftAddress('post', article, { slug: { fr: slug, en: slug } }), String(slug)).toEqual(article);
  });
  it('a page takes its draft path in French and English; an /en path or an article pattern keeps the saved one', () => {
    const saved = { fr: '/pricing', en: '/en/pricing' };
    expect(draftAddress('page', saved, { path: '/pricing/all' })).toEqual({
      fr: '/pricing/all',
      en: '/en/pricing/all',
    });
    expect(draftAddress('page', saved, { path: '/' })).toEqual({ fr: '/', en: '/en' });
    for (const path of ['/en/pricing', '/en', '/blog/:post', 'pricing', '/pricing/', 42])
      expect(draftAddress('page', saved, { path }), String(path)).toEqual(saved);
  });
  it('the settings have no address of their own', () => {
    expect(draftAddress('site', undefined, {})).toBeUndefined();
  });
});
