// Where a field is, as the form shows it: a content path (sections.5.items.0.question.en) turned into the on-screen trail « Section 6 (Questions et réponses) › Question 1 › Question › Anglais », from the schema's own labels in one language.

import { type PriceNames, wordsOfKey } from './price-names.ts';

/** A node of a JSON Schema as the editor reads it (editorSchemaIn): `label` in the editor's language, `kind`, `$ref`s to `$defs`. */
export type TrailSchema = {
  [key: string]: unknown;
  $ref?: string;
  $defs?: Record<string, TrailSchema>;
  label?: string;
  kind?: string;
  type?: string;
  properties?: Record<string, TrailSchema>;
  items?: TrailSchema;
  additionalProperties?: unknown;
  oneOf?: TrailSchema[];
  anyOf?: TrailSchema[];
  propertyNames?: TrailSchema;
};
export type TrailLang = 'fr' | 'en';
/** Each price's name in plain words, as the form's headings read it (price-names.ts: the card or row showing it). */
export type TrailNames = PriceNames;

const refName = (node: TrailSchema) => node.$ref?.replace('#/$defs/', '');

/** A node with its $ref followed; the field's own label and kind win over those of the type it reuses (as the form does). */
export function resolveNode(node: TrailSchema | undefined, defs: Record<string, TrailSchema>): TrailSchema {
  let current: TrailSchema = node ?? {};
  for (let guard = 0; current.$ref && guard < 10; guard++) {
    const own = Object.fromEntries(
      (['description', 'label', 'add', 'kind', 'names'] as const).flatMap((key) =>
        current[key] === undefined ? [] : [[key, current[key]]],
      ),
    );
    current = { ...defs[refName(current)!], ...own };
  }
  return current;
}

/**
 * What names an item in the editor (a section by its heading, a question by its words, a phone by its number as shown):
 * the value of the field its schema marks `names` (doc.ts), in the language given, shortened; none when it is empty.
 */
export function itemName(item: TrailSchema | undefined, value: unknown, lang: TrailLang): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  for (const [key, field] of Object.entries(item?.properties ?? {})) {
    if (field.names !== true) continue;
    const shown = (value as Record<string, unknown>)[key];
    const text =
      shown !== null && typeof shown === 'object' ? (shown as Record<string, unknown>)[lang] : (shown as unknown);
    if (typeof text !== 'string' || !/\S/.test(text)) continue;
    const line = text.replace(/\s+/g, ' ').trim();
    if (line.length <= 60) return line;
    // Shortened at a word's end, as a reader would cut it.
    const cut = line.slice(0, 60);
    return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40)).trimEnd()}…`;
  }
  return undefined;
}

/**
 * A named entry (a price, a phone) as the marketer reads it: what it is, then what names it (itemName), else its key. A
 * key its group names (`keys`: the main phone) reads by that name (trial 15 knew the main phone only as « general »).
 */
export function namedEntry(
  entry: TrailSchema | undefined,
  key: string,
  value: unknown,
  lang: TrailLang,
  group?: TrailSchema,
): string {
  const keys = group?.keys as Record<string, Record<TrailLang, string> | undefined> | undefined;
  // A name written in words (a phone's « Ligne des particuliers ») says what the entry is better than its kind's label.
  const what = keys?.[key]?.[lang] ?? writtenName(entry, value, lang) ?? entry?.label;
  return `${what ? `${what} ` : ''}${itemName(entry, value, lang) ?? quoted(key, lang)}`;
}

/** An entry's name written in both languages (a `names` field holding words), in `lang`, when written. */
function writtenName(entry: TrailSchema | undefined, value: unknown, lang: TrailLang): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, field] of Object.entries(entry?.properties ?? {})) {
    const shown = (value as Record<string, unknown>)[key];
    if (field.names !== true || shown === null || typeof shown !== 'object') continue;
    const text = (shown as Record<string, unknown>)[lang];
    if (typeof text === 'string' && /\S/.test(text)) return text.replace(/\s+/g, ' ').trim();
  }
  return undefined;
}

/** A name as written, quoted the way of the language (« companyPlan », “companyPlan”), never split across lines. */
export const quoted = (text: string, lang: TrailLang) => (lang === 'fr' ? `«\u00a0${text}\u00a0»` : `“${text}”`);

/** The option of a union that describes the value: a section by its `type`, else the one declaring the next key, else the first that is not null. */
function branch(
  node: TrailSchema,
  value: unknown,
  next: string | number | undefined,
  defs: Record<string, TrailSchema>,
): TrailSchema | undefined {
  const options = (node.oneOf ?? node.anyOf)?.map((option) => resolveNode(option, defs));
  if (!options) return undefined;
  const tag =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as { type?: unknown }).type
      : undefined;
  const tagged =
    tag === undefined
      ? undefined
      : options.find((option) => (option.properties?.type as { const?: unknown } | undefined)?.const === tag);
  if (tagged || (tag !== undefined && next === undefined)) return tagged;
  if (typeof next === 'number' || (typeof next === 'string' && /^\d+$/.test(next) && Array.isArray(value)))
    return options.find((option) => option.type === 'array');
  if (next !== undefined)
    return (
      options.find((option) => option.properties?.[next] !== undefined) ??
      options.find((option) => typeof option.additionalProperties === 'object')
    );
  return options.find((option) => option.type !== 'null');
}

const sectionType = { fr: 'Type de section', en: 'Section type' } as const;

/** Whether a list's items are sections (a `type`-tagged choice): their number is followed by what the section is. */
const isTagged = (node: TrailSchema, defs: Record<string, TrailSchema>) =>
  (node.oneOf ?? node.anyOf ?? []).some(
    (option) => (resolveNode(option, defs).properties?.type as { const?: unknown } | undefined)?.const !== undefined,
  );

/**
 * The trail of `path` in a file of this schema, one segment per level the form shows: a list's item by its name and
 * number from 1 (the list's own name is then said by the item), a section with what it is, a named entry by its name, a
 * field by its label. `data` (the file's values, when readable) tells which kind of section an index holds. A key the
 * schema does not know (a typing error) is shown as written, in quotes. A price is named by `names` (« Entreprise »), else
 * by its name's words: never its name as written (companyPlan).
 */
export function trail(
  schema: TrailSchema,
  path: readonly (string | number)[],
  data: unknown,
  lang: TrailLang,
  names: TrailNames = {},
): string[] {
  const defs = schema.$defs ?? {};
  const out: string[] = [];
  let node = resolveNode(schema, defs);
  let value: unknown = data;
  // A list's or a group of named entries' label waits: when an item or an entry follows, its name says it.
  let groupLabel: string | undefined;
  for (let index = 0; index < path.length; index++) {
    const part = path[index]!;
    const next = path[index + 1];
    // A node with fields of its own has only rules in its oneOf (a link's); a bare union has the shapes to choose from.
    const chosen = node.properties === undefined ? branch(node, value, part, defs) : undefined;
    // A section of a kind the schema does not know: its fields are named as the first kind declaring them names them.
    if (chosen) node = { ...chosen, label: node.label ?? chosen.label };
    const at = (key: string | number) =>
      value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key as string] : undefined;
    if (node.type === 'array' || node.items) {
      const number = typeof part === 'number' ? part : Number(part);
      if (!Number.isInteger(number)) return [...out, quoted(String(part), lang)];
      const raw = node.items ?? {};
      const item = resolveNode(raw, defs);
      const itemValue = at(number);
      const name = `${item.label ?? groupLabel ?? node.label ?? ''} ${number + 1}`.trim();
      // Only its own `type` says what a section is: an unknown one is numbered alone.
      const section = isTagged(item, defs) ? branch(item, itemValue, undefined, defs) : undefined;
      out.push(section?.label ? `${name} (${section.label})` : name);
      groupLabel = undefined;
      node = section ?? item;
      value = itemValue;
      continue;
    }
    const key = String(part);
    const declared = node.properties?.[key];
    if (declared) {
      const child = resolveNode(declared, defs);
      // A section's `type` is the tag its union is chosen by: the form shows it in the section's name, not as a field.
      const tag = child.const !== undefined;
      const label = child.label ?? (tag ? sectionType[lang] : quoted(key, lang));
      const shape = branch(child, at(key), next, defs) ?? child;
      const holdsItems =
        shape.type === 'array' ||
        shape.items !== undefined ||
        (shape.properties === undefined && typeof shape.additionalProperties === 'object');
      if (holdsItems && next !== undefined) groupLabel = label;
      else out.push(label);
      node = child;
      value = at(key);
      continue;
    }
    if (typeof node.additionalProperties === 'object' && node.additionalProperties !== null) {
      const entry = resolveNode(node.additionalProperties as TrailSchema, defs);
      // A price reads as the form's heading reads it (its name as written now, else « Entreprise »); another entry by
      // what it is and its name (« Téléphone 514 555-0100 »).
      const price = node.propertyNames && resolveNode(node.propertyNames, defs).kind === 'price';
      out.push(
        price
          ? (itemName(entry, at(key), lang) ?? names[key]?.[lang] ?? wordsOfKey(key))
          : namedEntry({ ...entry, label: entry.label ?? groupLabel ?? node.label }, key, at(key), lang, node),
      );
      groupLabel = undefined;
      node = entry;
      value = at(key);
      continue;
    }
    return [...out, quoted(key, lang)];
  }
  if (groupLabel !== undefined) out.push(groupLabel);
  return out;
}

/** The trail as one line: « Section 6 (Questions et réponses) › Question 1 › Question › Anglais ». */
export const trailText = (segments: readonly string[], lang: TrailLang) =>
  segments.length === 0 ? (lang === 'fr' ? 'le fichier entier' : 'the whole file') : segments.join(' › ');

/** A dotted problem path (sections.5.items.0.question.en) as the parts trail() reads. */
export const partsOf = (dotted: string): (string | number)[] =>
  dotted === '' ? [] : dotted.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
