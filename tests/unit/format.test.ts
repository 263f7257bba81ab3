// Money, dates and templates read naturally in each language.
import { describe, expect, it, vi } from 'vitest';
import { fillTemplate, formatDate, formatMoney, formatNumber, monthName, rfc822 } from '../../src/content/format.ts';

// Intl uses no-break spaces (U+00A0, U+202F) in French; visitors see ordinary spacing that never wraps.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes French amounts as 3 500 $ with no-break spaces', () => {
    expect(plain(formatMoney(3500, 'fr'))).toBe('3 500 $');
    expect(formatMoney(3500, 'fr')).not.toContain(' ');
    expect(plain(formatMoney(170, 'fr'))).toBe('170 $');
    expect(plain(formatMoney(1500, 'fr'))).toBe('1 500 $');
  });

  it('writes English amounts as $3,500', () => {
    expect(formatMoney(3500, 'en')).toBe('$3,500');
    expect(formatMoney(170, 'en')).toBe('$170');
    expect(formatMoney(110, 'en')).toBe('$110');
  });

  it('keeps cents only when there are some', () => {
    expect(formatMoney(291.67, 'en')).toBe('$291.67');
    expect(plain(formatMoney(291.67, 'fr'))).toBe('291,67 $');
    expect(formatMoney(0, 'en')).toBe('$0');
  });
});

describe('fillTemplate', () => {
  it('replaces known placeholders and leaves unknown ones visible', () => {
    expect(fillTemplate('Minimum {hours} h, {x}', { hours: 2 })).toBe('Minimum 2 h, {x}');
  });
});

describe('fillTemplate plurals', () => {
  it('picks the word that agrees with the number, per language', () => {
    expect(fillTemplate('{months} {months|month|months}', { months: 1 }, 'en')).toBe('1 month');
    expect(fillTemplate('{months} {months|month|months}', { months: 7 }, 'en')).toBe('7 months');
    expect(fillTemplate('{n} {n|restant|restants}', { n: 0 }, 'fr')).toBe('0 restant');
    expect(fillTemplate('{n} {n|restant|restants}', { n: 2 }, 'fr')).toBe('2 restants');
  });
});

describe('formatDate', () => {
  it('writes a day as each language does, whatever the machine’s time zone', () => {
    expect(formatDate('2026-07-27', 'fr')).toBe('27 juillet 2026');
    expect(formatDate('2026-07-27', 'en')).toBe('July 27, 2026');
    expect(formatDate('2026-01-01', 'en')).toBe('January 1, 2026');
  });

  it('writes the first of the month as an ordinal in French', () => {
    expect(formatDate('2026-07-01', 'fr')).toBe('1er juillet 2026');
    expect(formatDate('2026-07-11', 'fr')).toBe('11 juillet 2026');
  });

  it('gives RSS its RFC 822 dates', () => {
    expect(rfc822('2026-07-27')).toBe('Mon, 27 Jul 2026 00:00:00 GMT');
  });
});

describe('numbers are written as Intl writes them, without asking Intl.NumberFormat', () => {
  // The first Intl.NumberFormat of a page costs 50–60 ms on a slow phone (see format.ts); the site's own digits must
  // still be exactly the browser's, for every kind of amount a price or a calculator can produce.
  const amounts = [
    0,
    1,
    9,
    10,
    99,
    100,
    110,
    170,
    999,
    1000,
    1500,
    3500,
    9999,
    10_000,
    123_456,
    1_234_567,
    987_654_321,
    1e15,
    0.01,
    0.05,
    0.1,
    0.5,
    0.99,
    0.995,
    1.005,
    2.675,
    291.67,
    291.665,
    1234.5,
    99_999.995,
    1_000_000.01,
    3500 / 12,
    1200 / 7,
    -3500,
    -291.67,
    -0.4,
  ];
  const intlMoney = (amount: number, locale: 'fr' | 'en') => {
    const digits = Number.isInteger(amount) ? 0 : 2;
    return new Intl.NumberFormat(`${locale}-CA`, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  };
  for (const locale of ['fr', 'en'] as const) {
    it.each(amounts)(`formatMoney(%s, '${locale}') is Intl's`, (amount) => {
      expect(formatMoney(amount, locale)).toBe(intlMoney(amount, locale));
    });
    it.each([0, 1, 2, 8, 40, 1500, 12_345, 1.5, 2.25, 0.125, 1.0005, 1.2345, 1_234_567.891])(
      `formatNumber(%s, '${locale}') is Intl's`,
      (value) => {
        expect(formatNumber(value, locale)).toBe(new Intl.NumberFormat(`${locale}-CA`).format(value));
      },
    );
  }

  it('creates no Intl object, neither when the module loads nor when it formats', async () => {
    const made: string[] = [];
    const originals = {
      NumberFormat: Intl.NumberFormat,
      DateTimeFormat: Intl.DateTimeFormat,
      PluralRules: Intl.PluralRules,
      Collator: Intl.Collator,
    };
    for (const [name, original] of Object.entries(originals)) {
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
        construct: (target, args) => {
          made.push(name);
          return Reflect.construct(target, args);
        },
      });
    }
    try {
      vi.resetModules();
      const fresh = await import('../../src/content/format.ts');
      expect(made, 'made while the module loaded').toEqual([]);
      fresh.formatMoney(3500, 'fr');
      fresh.formatMoney(291.67, 'en');
      fresh.formatNumber(1500, 'fr');
      fresh.formatDate('2026-07-01', 'fr');
      fresh.monthName(7, 'en', 'narrow');
      fresh.fillTemplate('{n} {n|mois|mois}', { n: 3 }, 'fr');
      expect(made).toEqual([]);
    } finally {
      Object.assign(Intl, originals);
    }
  });
});

describe('months, dates and plurals are written as Intl writes them, without asking Intl', () => {
  // A page's first Intl object of any kind loads the browser's locale data (50–80 ms on a slow phone, see format.ts).
  for (const locale of ['fr', 'en'] as const) {
    const tag = `${locale}-CA`;
    it.each(Array.from({ length: 12 }, (_, index) => index + 1))(
      `month %s in '${locale}' is Intl's, long and narrow`,
      (month) => {
        const day = new Date(Date.UTC(2026, month - 1, 15));
        expect(monthName(month, locale)).toBe(
          new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }).format(day),
        );
        expect(monthName(month, locale, 'narrow')).toBe(
          new Intl.DateTimeFormat(tag, { month: 'narrow', timeZone: 'UTC' }).format(day),
        );
      },
    );

    it(`every day of 2026 and of a leap year is written as Intl writes it in '${locale}' (1er in French)`, () => {
      const intl = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      for (const start of [Date.UTC(2026, 0, 1), Date.UTC(2028, 0, 1)]) {
        for (let offset = 0; offset < 366; offset++) {
          const date = new Date(start + offset * 86_400_000);
          const day = date.toISOString().slice(0, 10);
          const expected = intl.format(date);
          expect(formatDate(day, locale), day).toBe(locale === 'fr' ? expected.replace(/^1 /, '1er ') : expected);
        }
      }
    });

    it(`'${locale}' picks the singular for the numbers Intl.PluralRules calls "one"`, () => {
      const rules = new Intl.PluralRules(tag);
      for (const value of [
        ...Array.from({ length: 205 }, (_, index) => index - 5),
        0.5,
        1.5,
        1.99,
        2.5,
        -1.5,
        1_000_000,
      ]) {
        expect(fillTemplate('{n|one|other}', { n: value }, locale), String(value)).toBe(
          rules.select(value) === 'one' ? 'one' : 'other',
        );
      }
    });
  }

  it('rejects a month that does not exist', () => {
    expect(() => monthName(13, 'fr')).toThrow(RangeError);
  });
});
