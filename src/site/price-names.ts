// A price's name in plain words (never its key): the title of the card or row that shows it on a page, else its key's words.

type Locale = 'fr' | 'en';
export type PriceNames = Record<string, Record<Locale, string>>;

/** The keys whose text names the item they are in: a card's title, a row's service, a heading. */
const TITLES = ['title', 'service', 'heading', 'name', 'label'];

const textOf = (value: unknown, locale: Locale): string | undefined => {
  if (value === null || typeof value !== 'object') return undefined;
  const text = (value as Record<string, unknown>)[locale];
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : undefined;
};

/** The price an item names (`price: companyPlan` or `price: { fact: companyPlan, from: true }`). */
const namedPrice = (item: Record<string, unknown>): string | undefined => {
  const price = item.price;
  if (typeof price === 'string') return price;
  if (price !== null && typeof price === 'object') {
    const fact = (price as { fact?: unknown }).fact;
    if (typeof fact === 'string') return fact;
  }
  return undefined;
};

/** A key's words, as a last resort: companyPlan → « Company plan ». */
export const wordsOfKey = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Each price of `prices` (facts.prices, as written) named in plain words in both languages: the name written with it,
 * else the title of the first item (a card, a row) of `pages` that shows it, else its key's words.
 */
export function priceNames(prices: Record<string, unknown>, pages: readonly unknown[]): PriceNames {
  const found: PriceNames = {};
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    if (!Array.isArray(node)) {
      const item = node as Record<string, unknown>;
      const name = namedPrice(item);
      if (name !== undefined && found[name] === undefined) {
        const key = TITLES.find((title) => textOf(item[title], 'fr') && textOf(item[title], 'en'));
        if (key) found[name] = { fr: textOf(item[key], 'fr')!, en: textOf(item[key], 'en')! };
      }
    }
    for (const value of Object.values(node)) walk(value);
  };
  for (const page of pages) walk(page);
  const written = (name: string) => {
    const declared = (prices[name] as { name?: unknown } | null | undefined)?.name;
    const fr = textOf(declared, 'fr');
    const en = textOf(declared, 'en');
    return fr && en ? { fr, en } : undefined;
  };
  return Object.fromEntries(
    Object.keys(prices).map((name) => [
      name,
      written(name) ?? found[name] ?? { fr: wordsOfKey(name), en: wordsOfKey(name) },
    ]),
  );
}
