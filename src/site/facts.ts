// The business facts of site.yaml as visitors see them: a named price resolved (sums computed), and {name} in a sentence filled in per language.

import { formatMoney, formatNumber } from '../content/format.ts';
import type { Price, PriceFact, PriceRef } from '../content/schema/money.ts';
import type { Facts } from '../content/schema/site.ts';
import type { Locale } from '../content/schema/text.ts';

/**
 * Words in braces that are not facts: the section or setting fills them in when it draws the text
 * ({months} in the calculator, {hours} under a rate, {year} in the footer, {amount} of a rounded amount, {plan} of the
 * get-started window). A fact may not take these names.
 */
export const RENDER_PLACEHOLDERS = ['months', 'monthly', 'total', 'hours', 'year', 'amount', 'plan'] as const;

/** {name}, {name.minimumHours} or the calculator's {months|month|months}: every brace group a text may hold. */
const BRACES = /\{([^{}]*)\}/g;

export type FactReference = { name: string; field?: string; offset: number; length: number };

/** Every {…} of a text with its offset, for the checks to report unknown names at their column. */
export function braceGroups(text: string): FactReference[] {
  return [...text.matchAll(BRACES)].map((match) => {
    const [name = '', field] = match[1]!.split(/\.(.*)/s);
    return {
      name: name.split('|')[0]!,
      ...(field !== undefined ? { field } : {}),
      offset: match.index,
      length: match[0].length,
    };
  });
}

/** Amount of a named price: its own amount, or the sum of the prices it adds up. Undefined when a name is unknown or the sum loops. */
export function priceAmount(
  name: string,
  prices: Readonly<Record<string, PriceFact>>,
  seen: ReadonlySet<string> = new Set(),
): number | undefined {
  const fact = prices[name];
  if (!fact || seen.has(name)) return undefined;
  if (fact.amount !== undefined) return fact.amount;
  let total = 0;
  for (const part of fact.sum ?? []) {
    const amount = priceAmount(part, prices, new Set([...seen, name]));
    if (amount === undefined) return undefined;
    total += amount;
  }
  return total;
}

export const factOfRef = (ref: PriceRef): string => (typeof ref === 'string' ? ref : ref.fact);

/** The price a section names, ready to draw. Content is validated first, so an unknown name is a bug, not a marketer's mistake. */
export function resolvePrice(ref: PriceRef, facts: Pick<Facts, 'prices'>): Price {
  const name = factOfRef(ref);
  const fact = facts.prices[name];
  const amount = priceAmount(name, facts.prices);
  if (!fact || amount === undefined) throw new Error(`unknown price "${name}" (validation should have refused it)`);
  const from = typeof ref !== 'string' || fact.from === true;
  return {
    amount,
    ...(fact.unit ? { unit: fact.unit } : {}),
    ...(from ? { from } : {}),
    ...(fact.minimumHours !== undefined ? { minimumHours: fact.minimumHours } : {}),
  };
}

const fromWord: Record<Locale, string> = { fr: 'à partir de', en: 'from' };

/** 9 h à 21 h / 9 a.m. to 9 p.m. (Office québécois de la langue française; Canadian Press style). */
export function formatOpeningHours(hours: Facts['openingHours'], locale: Locale): string {
  const time = (clock: string) => {
    const [h = 0, m = 0] = clock.split(':').map(Number);
    if (locale === 'fr') return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`;
    const suffix = h < 12 ? 'a.m.' : 'p.m.';
    const twelve = h % 12 === 0 ? 12 : h % 12;
    return `${twelve}${m === 0 ? '' : `:${String(m).padStart(2, '0')}`} ${suffix}`;
  };
  return locale === 'fr'
    ? `${time(hours.opens)} à ${time(hours.closes)}`
    : `${time(hours.opens)} to ${time(hours.closes)}`;
}

/** The text a {name} stands for in a language, or undefined when the name is not a fact (or the field does not exist). */
export function factText(
  reference: Pick<FactReference, 'name' | 'field'>,
  facts: Facts,
  locale: Locale,
): string | undefined {
  if (reference.name === 'openingHours')
    return reference.field === undefined ? formatOpeningHours(facts.openingHours, locale) : undefined;
  if (reference.name === 'firm') {
    if (!(FIRM_FIELDS as readonly (string | undefined)[]).includes(reference.field)) return undefined;
    const value = facts.firm?.[reference.field as FirmField];
    // A permit, a business number and a year are read as written: no thousands separator. Not filled in yet: empty.
    return value === undefined ? '' : String(value).trim();
  }
  const fact = facts.prices[reference.name];
  if (!fact) return undefined;
  if (reference.field === 'minimumHours')
    return fact.minimumHours === undefined ? undefined : formatNumber(fact.minimumHours, locale);
  if (reference.field !== undefined) return undefined;
  const amount = priceAmount(reference.name, facts.prices);
  if (amount === undefined) return undefined;
  const money = formatMoney(amount, locale);
  return fact.from ? `${fromWord[locale]} ${money}` : money;
}

/** The firm's proof, each left empty until the firm fills it in: a sentence may name them all the same. */
const FIRM_FIELDS = ['cpaPermit', 'neq', 'founded'] as const;
type FirmField = (typeof FIRM_FIELDS)[number];

/** The names a sentence may use in braces, for "did you mean". */
export function factNames(facts: Facts): string[] {
  const names = ['openingHours'];
  for (const field of FIRM_FIELDS) names.push(`firm.${field}`);
  for (const [name, fact] of Object.entries(facts.prices)) {
    names.push(name);
    if (fact.minimumHours !== undefined) names.push(`${name}.minimumHours`);
  }
  return names;
}

/** A sentence with every {fact} replaced by its value in the language; render placeholders ({months}…) stay for the section. */
export function fillFacts(text: string, facts: Facts, locale: Locale): string {
  if (!text.includes('{')) return text;
  const fill = (part: string) =>
    part.replace(BRACES, (whole, inner: string) => {
      const [name = '', field] = inner.split(/\.(.*)/s);
      return factText(field === undefined ? { name } : { name, field }, facts, locale) ?? whole;
    });
  // « Permis {firm.cpaPermit} · NEQ {firm.neq} »: a part naming a fact the firm has not filled in yet is left out, not shown bare.
  const parts = text.split(SEPARATOR);
  const kept = parts.filter((part) => !braceGroups(part).some((group) => factText(group, facts, locale) === ''));
  return kept.length === parts.length ? fill(text) : kept.map(fill).join(' · ');
}

/** The middle dot between the parts of a credential line, spaces around it. */
const SEPARATOR = /\s+·\s+/;
