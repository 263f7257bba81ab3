// Page titles: one pattern everywhere, “<page> | Boréal CPA”, short enough for search results.
import { describe, expect, it } from 'vitest';
import { fullTitle, TITLE_MAX } from '../../src/content/head.ts';
import { loadSite } from '../../src/site/site.ts';

const brand = 'Boréal CPA';

describe('fullTitle', () => {
  it('adds the firm’s name to a title that fits', () => {
    expect(fullTitle('Tarifs', brand)).toBe('Tarifs | Boréal CPA');
  });

  it('keeps a title too long for the firm’s name whole, alone, when it fits (an article’s full title)', () => {
    expect(fullTitle('Gains en capital : planifier la vente de vos placements', brand)).toBe(
      'Gains en capital : planifier la vente de vos placements',
    );
  });

  it('keeps the words before the colon of a title too long even alone', () => {
    expect(fullTitle('Économie numérique : vendre en ligne et percevoir les taxes de vente', brand)).toBe(
      'Économie numérique | Boréal CPA',
    );
    expect(fullTitle('Economía digital\u00a0: vender en línea y cobrar los impuestos de venta', brand)).toBe(
      'Economía digital | Boréal CPA',
    );
  });

  it('cuts a long title without a colon after a whole word', () => {
    const title = fullTitle('L’éthique au cœur de la profession comptable et de ses clients', brand);
    expect(title).toBe('L’éthique au cœur de la profession comptable… | Boréal CPA');
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
  });

  it('gives every page and article of the site a title of the one pattern (or its whole title), within 60 characters', () => {
    const result = loadSite(process.cwd());
    if (!result.ok) throw new Error('content is invalid');
    const titles = [...result.site.pages.map((page) => page.head.title), ...result.site.posts.map((post) => post.title)]
      .flatMap((title) => [title.fr, title.en])
      .map((title) => [title, fullTitle(title, brand)] as const);
    for (const [written, title] of titles) {
      expect(title === written || title.endsWith(' | Boréal CPA'), title).toBe(true);
      expect(title.length, title).toBeLessThanOrEqual(TITLE_MAX);
    }
  });
});
