// The {facts} a text holds, each named in plain words with what the site shows for it and where it is written: the legend under a text box (trial 9: « {companyPlan} » read as code and was replaced by « 3 900 $ »); no React.
import type { Facts } from '../../content/schema/site.ts';
import { braceGroups, factText } from '../../site/facts.ts';
import { type PriceNames, wordsOfKey } from '../../site/price-names.ts';
import { type TrailSchema, trail } from '../../site/trail.ts';
import type { EditPath } from '../contract.ts';

type Locale = 'fr' | 'en';

/**
 * Where a fact named in braces is written in site.yaml: a price's amount (or its sum), its minimum hours, a proof of the
 * firm, the opening hours (a group: its path). Undefined for what a section fills in as it draws ({hours}, {months}).
 */
export function factPath(name: string, field: string | undefined, facts: Facts): EditPath | undefined {
  if (name === 'openingHours' && field === undefined) return ['facts', 'openingHours'];
  if (name === 'firm' && field !== undefined) return ['facts', 'firm', field];
  const price = facts.prices[name];
  if (!price) return undefined;
  if (field === 'minimumHours') return ['facts', 'prices', name, 'minimumHours'];
  if (field !== undefined) return undefined;
  return ['facts', 'prices', name, price.amount === undefined ? 'sum' : 'amount'];
}

/**
 * One fact a text names: as written (`{companyPlan}`), its name in the editor's language (the card showing the price,
 * else the settings' label), what the site shows for it in the text's language ('' while the firm has not filled it in),
 * and its field in site.yaml.
 */
export type FactHeld = {
  written: string;
  name: string;
  shown: string;
  path: EditPath;
  kind: 'price' | 'hours' | 'other';
};

/**
 * Each fact `text` names, once, in the order written. What a section fills in as it draws ({months}, {hours}) is no
 * fact and is left out, as is a name that is not a fact (the validator says so at the field).
 */
export function factsHeld(
  text: string,
  facts: Facts,
  locale: Locale,
  lang: Locale,
  names: PriceNames,
  siteSchema?: TrailSchema,
): FactHeld[] {
  const held = new Map<string, FactHeld>();
  for (const reference of braceGroups(text)) {
    const written = text.slice(reference.offset, reference.offset + reference.length);
    if (held.has(written)) continue;
    const path = factPath(reference.name, reference.field, facts);
    if (!path) continue;
    let shown: string | undefined;
    try {
      shown = factText(reference, facts, locale);
    } catch {
      // A fact being typed in the settings (a half-written time): named, its value not said.
    }
    // The settings form's own label for the field (« Heures d’ouverture », « Permis CPA »), as search results name it.
    const label = siteSchema ? trail(siteSchema, path, { facts }, lang, names).at(-1) : undefined;
    const price = facts.prices[reference.name]
      ? (names[reference.name]?.[lang] ?? wordsOfKey(reference.name))
      : undefined;
    const name =
      price === undefined
        ? (label ?? wordsOfKey(reference.field ?? reference.name))
        : reference.field === undefined
          ? price
          : `${price} — ${label ?? wordsOfKey(reference.field)}`;
    const kind = price !== undefined ? 'price' : reference.name === 'openingHours' ? 'hours' : 'other';
    held.set(written, { written, name, shown: shown ?? '', path, kind });
  }
  return [...held.values()];
}
