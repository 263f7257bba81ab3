// Finding a field: every field of the content with its labels in both languages and its text, for the search box, and the field a click in the preview names (a text, a price, a phone), wherever it is declared.

import { formatMoney } from '../../content/format.ts';
import { isWords } from '../../content/schema/kind.ts';
import type { PriceFact } from '../../content/schema/money.ts';
import type { Facts } from '../../content/schema/site.ts';
import { factText, fillFacts, priceAmount } from '../../site/facts.ts';
import type { PriceNames } from '../../site/price-names.ts';
import { namedEntry } from '../../site/trail.ts';
import type { EditPath } from '../yaml-edit.ts';
import { labelOf, resolve, type Schema } from './Form.tsx';
import { factPath, factsHeld } from './facts-held.ts';

export type Locale = 'fr' | 'en';
/**
 * One field of one file: where it is, what the form calls it (each level, in both languages), its key path and its text;
 * `near` the title of the item it belongs to (a card's « Forfait entreprise ») and the file's title, in both languages.
 */
export type FoundField = {
  file: string;
  path: EditPath;
  labels: Record<Locale, string[]>;
  key: string;
  value: string;
  near?: string;
  fileTitle?: string;
  /** The value as the site shows it, in each language: a price's amount (3 500 $, $3,500), a chosen price by its name and amount. */
  shown?: Record<Locale, string>;
  /** A text naming facts as the site shows it, in its own language: « de 9 h à 21 h », never « {openingHours} ». */
  filled?: string;
  /** The facts a text shows ({openingHours}): where each is written in site.yaml and what the site shows for it. */
  from?: FactUsed[];
  /** A fact written in several fields (the opening hours): one result for all of them, opening its first. */
  whole?: true;
};
/** A fact a text names: its field in site.yaml and the words the site shows in its place, in the text's language. */
export type FactUsed = { path: EditPath; shown: string };
/** A file's data, its title (as the list of files shows it) and its schema in each language (the labels differ, the shape is the same). */
export type Indexable = {
  file: string;
  data: unknown;
  schemas: Record<Locale, Schema>;
  title?: Record<Locale, string>;
  /** The prices of site.yaml in plain words and as the site shows their amounts: a price is never named by its key. */
  prices?: PricesShown;
  /** site.yaml's facts, to read a text's {placeholders} as the site fills them in. */
  facts?: Facts;
};
export type PricesShown = { names: PriceNames; amounts: Record<string, Record<Locale, string>> };

/** Each price's amount as the site shows it in each language (3 500 $ · $3,500), sums computed. */
export function amountsShown(site: unknown): Record<string, Record<Locale, string>> {
  const prices = (site as SiteData | null)?.facts?.prices ?? {};
  const shown: Record<string, Record<Locale, string>> = {};
  for (const name of Object.keys(prices)) {
    const amount = priceAmount(name, prices);
    // A draft's amount typed as text (« 39OO ») shows nothing until it reads as a number.
    if (typeof amount === 'number') shown[name] = { fr: formatMoney(amount, 'fr'), en: formatMoney(amount, 'en') };
  }
  return shown;
}

/** A price by its name in plain words and its amount: « Forfait entreprise — 3 500 $ ». */
export const priceShown = (prices: PricesShown | undefined, name: string, locale: Locale): string | undefined => {
  const label = prices?.names[name]?.[locale];
  if (label === undefined) return undefined;
  const amount = prices?.amounts[name]?.[locale];
  return amount === undefined ? label : `${label} — ${amount}`;
};

/** The keys whose text names the item they are in: a card's title, a question, a section's heading. */
const HEADLINES = ['title', 'heading', 'question', 'label', 'name'];
/** The text naming an object (its title in both languages), or undefined when it has none. */
function headlineOf(value: object): string | undefined {
  for (const key of HEADLINES) {
    const text = (value as Record<string, unknown>)[key];
    if (typeof text === 'string') return text;
    if (text !== null && typeof text === 'object') {
      const { fr, en } = text as { fr?: unknown; en?: unknown };
      if (typeof fr === 'string' || typeof en === 'string') return `${fr ?? ''} ${en ?? ''}`;
    }
  }
  return undefined;
}

const defsOf = (schema: Schema) => (schema.$defs ?? {}) as Record<string, Schema>;

/** The branch of a `type`-tagged union that fits the value (a section). */
function branchOf(schema: Schema, value: unknown, defs: Record<string, Schema>): Schema | undefined {
  const tag = value !== null && typeof value === 'object' ? (value as { type?: unknown }).type : undefined;
  if (tag === undefined) return undefined;
  return (schema.oneOf ?? schema.anyOf ?? [])
    .map((option) => resolve(option, defs))
    .find((option) => (option.properties?.type as { const?: unknown } | undefined)?.const === tag);
}

/** Every field holding a value in `data`, walked beside its schema; a text in both languages gives one field per language. */
export function fieldsOf({ file, data, schemas, title, prices, facts }: Indexable): FoundField[] {
  const found: FoundField[] = [];
  const defs = { fr: defsOf(schemas.fr), en: defsOf(schemas.en) };
  const fileTitle = title ? `${title.fr} ${title.en}` : undefined;
  let near: string | undefined;
  const push = (field: Omit<FoundField, 'near' | 'fileTitle'>) =>
    found.push({
      ...field,
      ...(near === undefined ? {} : { near }),
      ...(fileTitle === undefined ? {} : { fileTitle }),
    });
  const walk = (value: unknown, raw: Record<Locale, Schema>, path: EditPath, labels: Record<Locale, string[]>) => {
    const schema = { fr: resolve(raw.fr, defs.fr), en: resolve(raw.en, defs.en) };
    const key = path.join('.');
    if (isWords(schema.fr.kind) && value !== null && typeof value === 'object') {
      for (const locale of ['fr', 'en'] as const) {
        const text = (value as Record<string, unknown>)[locale];
        if (typeof text !== 'string') continue;
        const filled = facts ? filledIn(text, facts, locale) : undefined;
        const from = facts ? factsUsed(text, facts, locale) : [];
        push({
          file,
          path: [...path, locale],
          labels,
          key: `${key}.${locale}`,
          value: text,
          ...(filled ? { filled } : {}),
          ...(from.length > 0 ? { from } : {}),
        });
      }
      return;
    }
    if (Array.isArray(value)) {
      const items = { fr: schema.fr.items ?? {}, en: schema.en.items ?? {} };
      value.forEach((item, index) => {
        const name = (locale: Locale) =>
          `${resolve(items[locale], defs[locale]).label ?? labels[locale].at(-1) ?? ''} ${index + 1}`;
        walk(item, items, [...path, index], { fr: [...labels.fr, name('fr')], en: [...labels.en, name('en')] });
      });
      return;
    }
    if (value !== null && typeof value === 'object') {
      // The fields of a titled item (a card, a question) are found by its title too: « prix entreprises » → the card's price.
      const outer = near;
      near = headlineOf(value) ?? near;
      // A fact a sentence shows whole but written in several fields (the hours: days, opening, closing) is one result
      // first, as the site shows it, opening its first time field (trial 8: « heures » gave six fields and the sentence).
      const whole = file === 'site.yaml' && facts ? wholeFact(path, facts) : undefined;
      if (whole) push({ file, path: whole.opens, labels, key, value: whole.shown.fr, shown: whole.shown, whole: true });
      const branch = { fr: branchOf(schema.fr, value, defs.fr), en: branchOf(schema.en, value, defs.en) };
      const shape = branch.fr && branch.en ? { fr: branch.fr, en: branch.en } : schema;
      for (const [name, child] of Object.entries(value as Record<string, unknown>)) {
        const declared = { fr: shape.fr.properties?.[name], en: shape.en.properties?.[name] };
        // A section's type is no field of the form (chosen once, when the section is added): never a result (trial 14
        // searched « FAQ » and read « type … faq »).
        if (name === 'type' && (declared.fr as { const?: unknown } | undefined)?.const !== undefined) continue;
        const named = {
          fr: typeof shape.fr.additionalProperties === 'object' ? (shape.fr.additionalProperties as Schema) : undefined,
          en: typeof shape.en.additionalProperties === 'object' ? (shape.en.additionalProperties as Schema) : undefined,
        };
        // A declared field is named by its label; an entry of a record (a price, a phone) by its own name.
        if (declared.fr && declared.en)
          walk(child, { fr: declared.fr, en: declared.en }, [...path, name], {
            fr: [...labels.fr, labelOf(declared.fr, defs.fr, name)],
            en: [...labels.en, labelOf(declared.en, defs.en, name)],
          });
        else if (named.fr && named.en) {
          // A price of facts.prices reads by its name in plain words and its amount, never by its key.
          const price = key === 'facts.prices' ? prices?.names[name] : undefined;
          const entry = (locale: Locale) =>
            price
              ? (priceShown(prices, name, locale) ?? price[locale])
              : namedEntry(resolve(named[locale]!, defs[locale]), name, child, locale, shape[locale]);
          walk(child, { fr: named.fr, en: named.en }, [...path, name], {
            fr: [...labels.fr, entry('fr')],
            en: [...labels.en, entry('en')],
          });
        }
      }
      near = outer;
      return;
    }
    if (value === undefined || value === null) return;
    // A price's amount is found as the site shows it too (3 500 $); a chosen price by its name and amount.
    const amountOf = path.length === 4 && key.startsWith('facts.prices.') && path[3] !== 'minimumHours';
    const fact = String(path[2]);
    const shown =
      amountOf && prices?.amounts[fact]
        ? prices.amounts[fact]
        : schema.fr.kind === 'price' && typeof value === 'string' && prices?.names[value]
          ? { fr: priceShown(prices, value, 'fr')!, en: priceShown(prices, value, 'en')! }
          : // A choice reads by its meaning (lundi), never by its code word (Mo).
            choiceShown(schema, value);
    push({ file, path, labels, key, value: String(value), ...(shown ? { shown } : {}) });
  };
  walk(data, { fr: { $ref: schemas.fr.$ref as string }, en: { $ref: schemas.en.$ref as string } }, [], {
    fr: [],
    en: [],
  });
  return found;
}

/** A value of a closed set by its meaning in each language, as the form's choices name it. */
function choiceShown(schema: Record<Locale, Schema>, value: unknown): Record<Locale, string> | undefined {
  const fr = schema.fr.choices?.[String(value)]?.fr;
  const en = schema.en.choices?.[String(value)]?.en;
  return fr !== undefined && en !== undefined ? { fr, en } : undefined;
}

/** The facts a text names, each once, with its field and the words the site shows for it in `locale` (facts-held.ts). */
function factsUsed(text: string, facts: Facts, locale: Locale): FactUsed[] {
  const used = new Map(
    factsHeld(text, facts, locale, locale, {}).map(({ path, shown }) => [path.join('.'), { path, shown }]),
  );
  return [...used.values()];
}

/**
 * The fact whose fields sit at `path` when a sentence shows it whole ({openingHours} is its days, opening and closing
 * times): what the site shows for it in each language, and the field a result opens (the opening time, the closing one
 * just under it).
 */
function wholeFact(path: EditPath, facts: Facts): { shown: Record<Locale, string>; opens: EditPath } | undefined {
  if (path.join('.') !== factPath('openingHours', undefined, facts)?.join('.')) return undefined;
  try {
    const shown = {
      fr: factText({ name: 'openingHours' }, facts, 'fr'),
      en: factText({ name: 'openingHours' }, facts, 'en'),
    };
    return shown.fr !== undefined && shown.en !== undefined
      ? { shown: { fr: shown.fr, en: shown.en }, opens: [...path, 'opens'] }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A text with {facts} as the site shows it, or undefined when it names none (or a fact being typed cannot be read). What
 * the section fills in as it draws ({hours} under a rate, {months} in the calculator) reads « … »: never a key.
 */
function filledIn(text: string, facts: Facts, locale: Locale): string | undefined {
  if (!/\{[^}]+\}/.test(text)) return undefined;
  try {
    const filled = fillFacts(text, facts, locale).replace(/\{[^{}]*\}/g, '…');
    return filled === text ? undefined : filled;
  } catch {
    return undefined;
  }
}

/** Letters only, as a marketer types them: no accents, no case, any space (the site's no-break spaces included) as one. */
export const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\u2060/g, '')
    .toLowerCase()
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();

/** The words of a text as the search compares them: a name written in one (companyPlan) parted, accents and case gone. */
export const wordsOf = (text: string): string[] =>
  amountsJoined(normalize(text.replace(/([a-z])([A-Z])/g, '$1 $2')))
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * The words a field is found by: its words, and the groups of digits an amount joins as they are written (a phone's
 * « 555 » of « 514 555-0100 », read as the amount 514555: trial 18 typed « 555-0100 » and « 555 » and found nothing).
 */
const foundBy = (text: string): string[] => [
  ...new Set([
    ...wordsOf(text),
    ...normalize(text)
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  ]),
];

/**
 * Amounts as one number however written: « 3 500 $ », « $3,500 », « 3 500,00 $ » and « 3500 » all read 3500 (thousands
 * spaced or comma-parted, cents of zero dropped), so a price is found as the site shows it.
 */
const amountsJoined = (text: string) =>
  text
    .replace(/(\d)[.,]00(?!\d)/g, '$1')
    .replace(/\d{1,3}(?:[ ,]\d{3})+(?!\d)/g, (amount) => amount.replace(/[ ,]/g, ''));

/** One word, singular: « entreprises » and « entreprise », « prices » and « price », « heures » and « heure » meet. */
const singular = (word: string) => (word.length > 3 && /[sx]$/.test(word) ? word.slice(0, -1) : word);

/** Words marketers use for the same thing (singular, no accents): typing one finds the others. */
const SYNONYMS: readonly (readonly string[])[] = [
  ['prix', 'tarif', 'forfait', 'cout'],
  ['price', 'rate', 'plan', 'fee'],
  ['heure', 'horaire'],
  ['faq', 'question'],
];
/** Words that only link others, in both languages: searched only when nothing else is typed. */
const LINKING = new Set('de du des la le les et au aux en un une ou the of an and to for in on or'.split(' '));

/** A typed word and the words that mean the same. */
const variantsOf = (word: string): string[] => {
  const one = singular(word);
  return [...new Set([one, ...(SYNONYMS.find((group) => group.includes(one)) ?? [])])];
};

/** Whether a typed word is in a text's words: a word starting with it, or with a word of the same meaning. */
const holds = (words: readonly string[], typed: readonly string[]) =>
  typed.some((variant) => words.some((word) => word.startsWith(variant) || singular(word) === variant));

/** `named`: the query names the fact this field holds (a price, the opening hours): it comes first. */
export type SearchHit = FoundField & { score: number; named?: true };

/**
 * The fields whose label (in either language), key, text or the title of their item or file holds every word of the
 * query, in any order, singular or plural, accents aside, or a word of the same meaning (prix, tarif, forfait), best
 * first: a word in the field's own label or text counts more than one in the label of a group it belongs to.
 */
export function searchFields(fields: readonly FoundField[], query: string, limit = 30): SearchHit[] {
  // A French elision (l’, d’) alone says nothing; nor does « de » or « the » among other words: it begins half the
  // site's words (trial 12: « titre de CPA » listed every title of a page naming CPA before the question she meant).
  const all = wordsOf(query).filter((word) => word.length > 1 || /\d/.test(word));
  const meaningful = all.filter((word) => !LINKING.has(word));
  const typed = meaningful.length > 0 ? meaningful : all;
  if (typed.length === 0) return [];
  const variants = typed.map(variantsOf);
  const whole = typed.join(' ');
  // The words typed as she read them, in their order: a text holding that phrase is surely the one.
  const phrase = ` ${all.join(' ')} `;
  const hits: SearchHit[] = [];
  for (const field of fields) {
    const own = foundBy(`${field.labels.fr.at(-1) ?? ''} ${field.labels.en.at(-1) ?? ''}`);
    // The groups just above (a phone's entry and its list: « general › Numéros de téléphone ») say nearly as much.
    const near = foundBy(
      `${field.labels.fr.slice(-3, -1).join(' ')} ${field.labels.en.slice(-3, -1).join(' ')} ${field.near ?? ''}`,
    );
    const groups = foundBy(
      `${field.labels.fr.join(' ')} ${field.labels.en.join(' ')} ${field.file} ${field.fileTitle ?? ''}`,
    );
    const key = foundBy(field.key);
    const value = foundBy(`${field.value} ${field.filled ?? ''} ${field.shown?.fr ?? ''} ${field.shown?.en ?? ''}`);
    let score = 0;
    // Whether every word is the fact's own (its name, its amount, its field): a fact's field named by the query.
    let named = ownFact(field);
    for (const word of variants) {
      const best = Math.max(
        holds(own, word) ? 3 : 0,
        holds(near, word) ? 2 : 0,
        holds(value, word) ? 2 : 0,
        holds(key, word) ? 2 : 0,
        holds(groups, word) ? 1 : 0,
      );
      if (best === 0) {
        score = 0;
        break;
      }
      if (best === 1) named = false;
      score += best;
    }
    // The whole text typed: that field first; a text holding the phrase typed next.
    const exact = wordsOf(field.value).join(' ') === whole;
    const holdsPhrase =
      all.length > 1 && ` ${wordsOf(`${field.value} ${field.filled ?? ''}`).join(' ')} `.includes(phrase);
    const bonus = exact || holdsPhrase ? typed.length * 2 : 0;
    if (score > 0) hits.push({ ...field, score: score + bonus, ...(named ? { named } : {}) });
  }
  // A fact named (« tarif entreprises », « 3 500 », « heures ») first: its own field is where it changes, the cards
  // and sentences that only show it come after (trial 7: the amount came 19th, under 18 cards). Equal scores: what every
  // page shows (site.yaml) first, then the field naming its item (a phone's number as shown before the number dialled,
  // a card's title before its icon), then the shallower field.
  return hits
    .sort(
      (a, b) =>
        Number(b.named ?? false) - Number(a.named ?? false) ||
        b.score - a.score ||
        Number(b.file === 'site.yaml') - Number(a.file === 'site.yaml') ||
        Number(naming(b)) - Number(naming(a)) ||
        a.path.length - b.path.length,
    )
    .slice(0, limit);
}

/** Whether a field is the one naming its item: a title, a heading, a phone's number as shown. */
const naming = (field: FoundField) => {
  const last = field.path.at(-1) === 'fr' || field.path.at(-1) === 'en' ? field.path.at(-2) : field.path.at(-1);
  return typeof last === 'string' && (HEADLINES.includes(last) || last === 'display');
};

/**
 * The fields where a fact the site shows in many places is written: a price's amount (or the prices it sums), the
 * opening hours. Their other fields (a price's billing unit, its minimum hours) are found like any field.
 */
const ownFact = (field: FoundField) =>
  field.file === 'site.yaml' && /^facts\.(prices\.[^.]+\.(amount|sum)|openingHours)(\.|$)/.test(field.key);

/** Equal for the eye: the site's typography (no-break spaces, « » spacing, word joiners) and spacing aside. */
const sameWords = (a: string, b: string) =>
  a.replace(/[\s\u00a0\u202f\u2060]+/g, '') === b.replace(/[\s\u00a0\u202f\u2060]+/g, '');

/** A sentence with {fact} placeholders matches the shown text whatever the facts are. */
function matchesTemplate(template: string, shown: string): boolean {
  if (!template.includes('{')) return sameWords(template, shown);
  const squeeze = (text: string) => text.replace(/[\s\u00a0\u202f\u2060]+/g, '');
  const pattern = squeeze(template)
    .split(/\{[^}]*\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+?');
  return new RegExp(`^${pattern}$`, 'u').test(squeeze(shown));
}

/**
 * The path of the text in `data` that shows as `text` in `locale` (typography and filled-in facts aside). The same words
 * in several places (a menu entry and a footer heading): the one under `near` (a top-level group: footer) wins.
 */
export function findText(data: unknown, text: string, locale: Locale, near?: string): EditPath | undefined {
  const found: EditPath[] = [];
  const walk = (node: unknown, path: EditPath) => {
    if (node === null || typeof node !== 'object') return;
    const own = (node as Record<string, unknown>)[locale];
    if (typeof own === 'string' && matchesTemplate(own.trim(), text)) found.push([...path, locale]);
    for (const [key, value] of Object.entries(node)) walk(value, [...path, Array.isArray(node) ? Number(key) : key]);
  };
  walk(data, []);
  return found.find((path) => path[0] === near) ?? found[0];
}

type SiteData = {
  facts?: { prices?: Record<string, PriceFact> };
  contact?: { phones?: Record<string, { tel?: string; display?: string }> };
};

/**
 * The price of site.yaml shown as `amount` (digits read from the page): its `amount` field, or its `sum` when it is
 * computed. Several prices of the same amount: the one the open file names wins.
 */
export function priceField(site: unknown, shown: string, openData: unknown): EditPath | undefined {
  const digits = shown
    .replace(/[^\d,.]/g, '')
    .replace(/[,.]\d{2}$/, '')
    .replace(/[^\d]/g, '');
  if (digits === '') return undefined;
  const prices = (site as SiteData | null)?.facts?.prices ?? {};
  const names = Object.keys(prices).filter((name) => priceAmount(name, prices) === Number(digits));
  const named = JSON.stringify(openData ?? null);
  const name = names.find((candidate) => new RegExp(`["{]${candidate}[}"]`).test(named)) ?? names[0];
  if (name === undefined) return undefined;
  return ['facts', 'prices', name, prices[name]?.amount === undefined ? 'sum' : 'amount'];
}

/** The phone of site.yaml's contact dialled by a `tel:` link, or shown as `text`. */
export function phoneField(site: unknown, tel: string | undefined, text: string): EditPath | undefined {
  const phones = (site as SiteData | null)?.contact?.phones ?? {};
  const key = Object.keys(phones).find(
    (name) =>
      (tel !== undefined && phones[name]?.tel === tel) ||
      (phones[name]?.display !== undefined && sameWords(phones[name]!.display!, text)),
  );
  return key === undefined ? undefined : ['contact', 'phones', key, 'display'];
}

/** The path of the field whose input has this id (the form's ids are its paths, flattened): the reverse of fieldId. */
export function pathOfFieldId(data: unknown, id: string, fieldId: (path: EditPath) => string): EditPath | undefined {
  let found: EditPath | undefined;
  const walk = (node: unknown, path: EditPath) => {
    if (found) return;
    if (path.length > 0 && fieldId(path) === id) found = path;
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) walk(value, [...path, Array.isArray(node) ? Number(key) : key]);
  };
  walk(data, []);
  return found;
}

/**
 * The texts the page shows for the field at `path` in `locale`, nearest first: its own words (the other language's box
 * shows the same place), then the words of the groups around it (a number or a choice shows where its section is).
 */
export function textsNear(data: unknown, path: EditPath, locale: Locale): string[] {
  const texts = (node: unknown): string[] => {
    if (node === null || typeof node !== 'object') return [];
    const own = (node as Record<string, unknown>)[locale];
    if (typeof own === 'string' && typeof (node as Record<string, unknown>)[locale === 'fr' ? 'en' : 'fr'] === 'string')
      return [own];
    return Object.values(node).flatMap(texts);
  };
  const at = path.at(-1) === 'fr' || path.at(-1) === 'en' ? path.slice(0, -1) : path;
  const found: string[] = [];
  for (let depth = at.length; depth > 0 && found.length === 0; depth--) {
    const node = at
      .slice(0, depth)
      .reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], data);
    found.push(
      ...texts(node)
        .map((text) => text.trim())
        .filter(Boolean),
    );
  }
  return found;
}

const SHOWN = 'h1, h2, h3, h4, p, li, a, button, span, td, th, dt, dd, summary, strong, em, small';

/** The element of a page that shows `text` (typography and filled-in facts aside): the innermost one. */
export function elementShowing(document: Document, text: string): HTMLElement | undefined {
  const candidates = [...document.querySelectorAll<HTMLElement>(SHOWN)].filter(
    (element) => !element.closest('[hidden], .icon-sprite'),
  );
  const matches = candidates.filter((element) => matchesTemplate(text, (element.textContent ?? '').trim()));
  return (
    matches.find((element) => !matches.some((other) => other !== element && element.contains(other))) ?? matches[0]
  );
}
