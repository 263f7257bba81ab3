// The section catalogue of CONTENT.md and CONTENU.md, written from the schemas' own descriptions and examples so it cannot drift.
import { Document, isMap, isScalar, visit } from 'yaml';
import type { Locale } from '../content/schema/text.ts';
import { choicesOf, describeIn, englishSchemas, refName } from './json-schema.ts';

type JsonSchema = Record<string, unknown>;

export const CATALOGUE_START = '<!-- catalogue:start (written by npm run schema; do not edit by hand) -->';
export const CATALOGUE_END = '<!-- catalogue:end -->';

/** Types used by many sections, documented once under “Building blocks” and linked from each field. */
const buildingBlocks = [
  'LocalizedText',
  'Cta',
  'PriceRef',
  'PriceTerms',
  'IconName',
  'PriceUnit',
  'ActionName',
  'PageId',
  'PhoneKey',
  'HttpsUrl',
  'Slug',
] as const;

const words = {
  en: {
    locale: 'en',
    sectionsTitle: 'Section types',
    sectionsIntro:
      'Each entry of `sections:` in a page file is one of these types. Fields marked “yes” are required; the example can be pasted under `sections:` as it is.',
    blocksTitle: 'Building blocks',
    blocksIntro: 'Field types that several sections share.',
    field: 'Field',
    required: 'Required',
    value: 'Value',
    meaning: 'What it is',
    yes: 'yes',
    no: 'no',
    example: 'Example:',
    exampleOf: (variant: string) => `Example of the variant \`${variant}\`:`,
    valueLabel: 'Value:',
    oneOf: 'one of',
    listOf: 'list of',
    atLeast: (count: number) => `at least ${count}`,
    atMost: (count: number) => `at most ${count}`,
    range: (min: number, max: number) => `${min} to ${max}`,
    number: 'number',
    wholeNumber: 'whole number',
    boolean: '`true` or `false`',
    plain: 'plain text',
    group: 'group of the fields below',
    items: 'list of items (fields below)',
    typeMeaning: 'The section type: write it exactly so.',
    blocks: {
      LocalizedText: 'text',
      Cta: 'button',
      PriceRef: 'price',
      PriceTerms: 'price terms',
      IconName: 'icon',
      PriceUnit: 'price unit',
      ActionName: 'action',
      PageId: 'page id',
      PhoneKey: 'phone key',
      HttpsUrl: 'https address',
      Slug: 'slug',
    },
  },
  fr: {
    locale: 'fr',
    sectionsTitle: 'Types de sections',
    sectionsIntro:
      'Chaque élément de `sections:` dans un fichier de page est de l’un de ces types. Les champs marqués « oui » sont obligatoires; l’exemple peut être collé tel quel sous `sections:`.',
    blocksTitle: 'Briques communes',
    blocksIntro: 'Types de champs que plusieurs sections partagent.',
    field: 'Champ',
    required: 'Obligatoire',
    value: 'Valeur',
    meaning: 'À quoi il sert',
    yes: 'oui',
    no: 'non',
    example: 'Exemple :',
    exampleOf: (variant: string) => `Exemple de la variante \`${variant}\` :`,
    valueLabel: 'Valeur :',
    oneOf: 'une valeur parmi',
    listOf: 'liste de',
    atLeast: (count: number) => `au moins ${count}`,
    atMost: (count: number) => `au plus ${count}`,
    range: (min: number, max: number) => `de ${min} à ${max}`,
    number: 'nombre',
    wholeNumber: 'nombre entier',
    boolean: '`true` ou `false`',
    plain: 'texte simple',
    group: 'groupe des champs ci-dessous',
    items: 'liste d’éléments (champs ci-dessous)',
    typeMeaning: 'Le type de section : à écrire exactement ainsi.',
    blocks: {
      LocalizedText: 'texte',
      Cta: 'bouton',
      PriceRef: 'prix',
      PriceTerms: 'conditions de prix',
      IconName: 'icône',
      PriceUnit: 'unité de prix',
      ActionName: 'action',
      PageId: 'id de page',
      PhoneKey: 'clé de téléphone',
      HttpsUrl: 'adresse https',
      Slug: 'slug',
    },
  },
} as const;

type Words = (typeof words)[Locale];
type Row = { field: string; required: boolean; value: string; meaning: string };

const isBlock = (name: string | undefined): name is (typeof buildingBlocks)[number] =>
  (buildingBlocks as readonly string[]).includes(name ?? '');
const anchorOf = (name: string) => `block-${name.toLowerCase()}`;
const code = (value: unknown) => `\`${String(value)}\``;
/** Markdown would take <phone> for an HTML tag. */
const prose = (text: string) => text.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const cell = (text: string) => prose(text).replaceAll('|', '\\|').replaceAll('\n', ' ');

/** An example of a section type; `variant` names the variant it shows, for the types that have variants. */
export type SectionExample = { variant: string | undefined; example: Record<string, unknown> };
export type SectionEntry = {
  type: string;
  description: Record<Locale, string>;
  example: Record<string, unknown>;
  examples: SectionExample[];
};

/** Every section type, in the order of the schema, with its description and its examples (one per variant where it has variants). */
export function sectionEntries(): SectionEntry[] {
  const defs = pageDefs();
  const options = (defs.Section!.oneOf ?? defs.Section!.anyOf) as JsonSchema[];
  return options.map((option) => {
    const section = defs[refName(option)!]!;
    const examples = (section.examples ?? []) as Record<string, unknown>[];
    if (!examples[0]) throw new Error(`section ${String(section.title)} has no example in its schema`);
    return {
      type: String(section.title),
      description: { fr: describeIn('fr', section), en: describeIn('en', section) },
      example: examples[0],
      examples: examples.map((example) => ({
        variant: typeof example.variant === 'string' ? example.variant : undefined,
        example,
      })),
    };
  });
}

function pageDefs(): Record<string, JsonSchema> {
  return englishSchemas()['page.schema.json'].$defs as Record<string, JsonSchema>;
}

function valueText(node: JsonSchema, defs: Record<string, JsonSchema>, w: Words): string {
  const name = refName(node);
  if (isBlock(name)) return `[${w.blocks[name]}](#${anchorOf(name)})`;
  if (name) return valueText(defs[name]!, defs, w);
  if ('const' in node) return code(node.const);
  const meanings = choicesOf(node, defs);
  if (Array.isArray(node.enum) && meanings)
    return `${w.oneOf} ${node.enum.map((value) => `${code(value)} — ${prose(meanings[String(value)]?.[w.locale] ?? '')}`).join('; ')}`;
  if (Array.isArray(node.enum)) return `${w.oneOf} ${node.enum.map(code).join(', ')}`;
  if (Array.isArray(node.anyOf) && node.anyOf.every((option: JsonSchema) => 'const' in option))
    return `${w.oneOf} ${node.anyOf.map((option: JsonSchema) => code(option.const)).join(', ')}`;
  if (node.type === 'array') {
    const limits = [
      typeof node.minItems === 'number' ? w.atLeast(node.minItems) : '',
      typeof node.maxItems === 'number' ? w.atMost(node.maxItems) : '',
    ].filter(Boolean);
    return `${w.listOf} ${valueText(node.items as JsonSchema, defs, w)}${limits.length ? ` (${limits.join(', ')})` : ''}`;
  }
  if (node.type === 'integer' || node.type === 'number') {
    const base = node.type === 'integer' ? w.wholeNumber : w.number;
    return typeof node.minimum === 'number' && typeof node.maximum === 'number'
      ? `${base} (${w.range(node.minimum, node.maximum)})`
      : base;
  }
  if (node.type === 'boolean') return w.boolean;
  if (node.type === 'object') return w.group;
  return w.plain;
}

/** Rows for an object's fields; objects that belong to the section (cards, labels…) are expanded as cards[].title. */
function rowsOf(node: JsonSchema, defs: Record<string, JsonSchema>, locale: Locale, prefix = ''): Row[] {
  const w = words[locale];
  const required = new Set((node.required ?? []) as string[]);
  return Object.entries((node.properties ?? {}) as Record<string, JsonSchema>).flatMap(([key, field]) => {
    const name = refName(field);
    const target = name ? defs[name]! : field;
    const described =
      typeof field.description === 'string' ? field : typeof target.description === 'string' ? target : undefined;
    const meaning = described ? describeIn(locale, described) : key === 'type' && 'const' in field ? w.typeMeaning : '';
    const row: Row = {
      field: `${prefix}${key}`,
      required: required.has(key),
      value: valueText(field, defs, w),
      meaning,
    };
    if (isBlock(name)) return [row];
    if (target.type === 'object' && target.properties)
      return [row, ...rowsOf(target, defs, locale, `${prefix}${key}.`)];
    const items = target.type === 'array' ? (target.items as JsonSchema) : undefined;
    const itemName = items ? refName(items) : undefined;
    const itemTarget = items && itemName && !isBlock(itemName) ? defs[itemName]! : items;
    if (itemTarget && !isBlock(itemName) && itemTarget.type === 'object' && itemTarget.properties) {
      const limit = typeof target.minItems === 'number' ? ` (${w.atLeast(target.minItems)})` : '';
      return [{ ...row, value: `${w.items}${limit}` }, ...rowsOf(itemTarget, defs, locale, `${prefix}${key}[].`)];
    }
    return [row];
  });
}

function table(rows: Row[], w: Words): string {
  const lines = [`| ${w.field} | ${w.required} | ${w.value} | ${w.meaning} |`, '|---|---|---|---|'];
  for (const row of rows)
    lines.push(`| ${code(row.field)} | ${row.required ? w.yes : w.no} | ${cell(row.value)} | ${cell(row.meaning)} |`);
  return lines.join('\n');
}

/** YAML as marketers write it: texts as one-line { fr: …, en: … } pairs. */
export function exampleYaml(value: unknown): string {
  const doc = new Document(value);
  visit(doc, {
    Map(_, node) {
      const keys = node.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : ''));
      const short = node.items.every((pair) => isScalar(pair.value) && String(pair.value.value).length < 60);
      if (isMap(node) && ((keys.includes('fr') && keys.includes('en')) || (short && keys.length <= 4)))
        node.flow = true;
    },
  });
  return doc.toString({ lineWidth: 0, flowCollectionPadding: true });
}

function indentAsListItem(yaml: string): string {
  const lines = yaml.trimEnd().split('\n');
  return lines.map((line, index) => (index === 0 ? `  - ${line}` : `    ${line}`)).join('\n');
}

export function sectionCatalogue(locale: Locale): string {
  const w = words[locale];
  const defs = pageDefs();
  const parts = [`## ${w.sectionsTitle}`, '', w.sectionsIntro, ''];
  for (const entry of sectionEntries()) {
    const def = Object.values(defs).find((candidate) => candidate.title === entry.type)!;
    parts.push(
      `### \`${entry.type}\``,
      '',
      prose(entry.description[locale]),
      '',
      table(rowsOf(def, defs, locale), w),
      '',
    );
    for (const { variant, example } of entry.examples)
      parts.push(
        variant === undefined ? w.example : w.exampleOf(variant),
        '',
        '```yaml',
        'sections:',
        indentAsListItem(exampleYaml(example)),
        '```',
        '',
      );
  }
  parts.push(`## ${w.blocksTitle}`, '', w.blocksIntro, '');
  for (const name of buildingBlocks) {
    const def = defs[name];
    if (!def) continue;
    parts.push(
      `<a id="${anchorOf(name)}"></a>`,
      '',
      `### ${w.blocks[name]} (\`${name}\`)`,
      '',
      prose(describeIn(locale, def)),
      '',
    );
    if (def.properties) parts.push(table(rowsOf(def, defs, locale), w), '');
    else parts.push(`${w.valueLabel} ${valueText(def, defs, w)}`, '');
    const examples = def.examples as unknown[] | undefined;
    if (examples?.[0] !== undefined && typeof examples[0] === 'object')
      parts.push('```yaml', exampleYaml(examples[0]).trimEnd(), '```', '');
  }
  return parts.join('\n').trimEnd();
}

/** The guide with its catalogue replaced by the current one. */
export function withCatalogue(guide: string, locale: Locale): string {
  const start = guide.indexOf(CATALOGUE_START);
  const end = guide.indexOf(CATALOGUE_END);
  if (start === -1 || end < start) throw new Error(`the guide has no ${CATALOGUE_START} … ${CATALOGUE_END} markers`);
  return `${guide.slice(0, start + CATALOGUE_START.length)}\n\n${sectionCatalogue(locale)}\n\n${guide.slice(end)}`;
}

/** The marketer guides and the language of each. */
export const guides = { 'CONTENT.md': 'en', 'CONTENU.md': 'fr' } as const satisfies Record<string, Locale>;
