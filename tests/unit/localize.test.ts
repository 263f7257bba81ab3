// Bilingual data projects onto one language everywhere, and nowhere else.
import { describe, expect, it } from 'vitest';
import { localize } from '../../src/content/localize.ts';

describe('localize', () => {
  it('replaces every {fr, en} pair, at any depth, with one language', () => {
    const data = {
      type: 'hero',
      title: { fr: 'Bonjour', en: 'Hello' },
      actions: [{ label: { fr: 'Go', en: 'Go!' }, page: 'home' }],
      price: { amount: 170 },
    };
    expect(localize(data, 'en')).toEqual({
      type: 'hero',
      title: 'Hello',
      actions: [{ label: 'Go!', page: 'home' }],
      price: { amount: 170 },
    });
    expect(localize(data, 'fr').title).toBe('Bonjour');
  });

  it('leaves objects with other keys alone', () => {
    expect(localize({ fr: 'a', en: 'b', extra: 1 }, 'fr')).toEqual({ fr: 'a', en: 'b', extra: 1 });
  });
});
