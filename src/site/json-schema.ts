// JSON Schema of each kind of content file, generated from the zod schemas, for editors (hover help, completion) and CI.
import { z } from 'zod';
import type { Choice } from '../content/schema/doc.ts';
import type { Locale } from '../content/schema/text.ts';
import { Page, Post, Settings } from './schema/index.ts';

export const schemaFiles = {
  'site.schema.json': Settings,
  'page.schema.json': Page,
  'post.schema.json': Post,
} as const;

type JsonSchema = Record<string, unknown>;
export type SchemaFile = keyof typeof schemaFiles;

/** The schema a content file is written in: site.yaml, an article under pages/blog/, or a page. */
export const schemaFileOf = (file: string): SchemaFile | undefined =>
  file === 'site.yaml'
    ? 'site.schema.json'
    : /^pages\/blog\/[^/]+\.yaml$/.test(file)
      ? 'post.schema.json'
      : /^pages\/[^/]+\.yaml$/.test(file)
        ? 'page.schema.json'
        : undefined;

function eachFile(transform: (json: JsonSchema) => JsonSchema): Record<SchemaFile, JsonSchema> {
  const out = {} as Record<SchemaFile, JsonSchema>;
  for (const [file, schema] of Object.entries(schemaFiles) as [SchemaFile, z.ZodType][]) {
    out[file] = transform(
      z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema,
    );
  }
  return out;
}

/** The schemas as declared in the zod files: English `description` and French `descriptionFr` apart, for the catalogue and the editor. */
export function englishSchemas(): Record<SchemaFile, JsonSchema> {
  return eachFile((json) => json);
}

/**
 * What editors read (schema/*.schema.json): each description in French, then in English, and every enum field's
 * description ending with the values it accepts, since a field's own words replace those of the type it refers to.
 */
export function jsonSchemas(): Record<SchemaFile, JsonSchema> {
  return eachFile((json) => {
    const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) {
        for (const item of node) visit(item);
        return;
      }
      if (node === null || typeof node !== 'object') return;
      const schema = node as JsonSchema;
      if (typeof schema.description === 'string')
        schema.description = bilingualDescription(schema, allowedValues(schema, defs), choicesOf(schema, defs));
      // The French and the meaning of each value are now in the description itself: editors know no such keywords.
      delete schema.descriptionFr;
      delete schema.choices;
      // Labels are the marketer's editor's (editorSchemaIn): JSON Schema has no keyword for a label per language.
      // A string: an object under `label` is a field of that name (a button's label).
      for (const key of labelKeys) if (typeof schema[key] === 'string') delete schema[key];
      // A field's kind and the placeholders it fills are the site's own words (kind.ts), for its checks and its editor.
      if (typeof schema.kind === 'string') delete schema.kind;
      if (Array.isArray(schema.fills)) delete schema.fills;
      if (typeof schema.names === 'boolean') delete schema.names;
      // What a named entry's key means (the main phone): the editor's words, as labels are.
      if (schema.type === 'object' && schema.additionalProperties && schema.keys) delete schema.keys;
      // `examples` is data, except as a field name (the calculator's examples: an object schema).
      for (const [key, value] of Object.entries(schema))
        if (!(key === 'examples' && Array.isArray(value))) visit(value);
    };
    visit(json);
    return json;
  });
}

const labelKeys = ['label', 'labelFr', 'add', 'addFr'] as const;

/**
 * What the marketer's editor reads: the schema with each field's label, description and add button in one language
 * (`label`, `description`, `add`), the other language's words removed, and its kind (`kind`), which picks its widget.
 */
export function editorSchemaIn(locale: Locale, file: SchemaFile): JsonSchema {
  const json = englishSchemas()[file];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const schema = node as JsonSchema;
    if (typeof schema.description === 'string') schema.description = describeIn(locale, schema);
    // zod leaves out a word equal to the one of the type a field refers to: the form then takes the type's.
    for (const [key, french] of [
      ['label', 'labelFr'],
      ['add', 'addFr'],
    ] as const) {
      if (typeof schema[key] !== 'string' && typeof schema[french] !== 'string') continue;
      const chosen = locale === 'fr' ? schema[french] : schema[key];
      if (typeof chosen === 'string') schema[key] = chosen;
      else delete schema[key];
    }
    delete schema.descriptionFr;
    for (const key of ['labelFr', 'addFr']) if (typeof schema[key] === 'string') delete schema[key];
    for (const [key, value] of Object.entries(schema)) if (!(key === 'examples' && Array.isArray(value))) visit(value);
  };
  visit(json);
  return json;
}

/** A node's description in one language: the English `description`, or the French declared beside it (doc(en, fr)); a description without its French is an error the tests report. */
export function describeIn(locale: Locale, node: JsonSchema): string {
  const english = node.description;
  if (typeof english !== 'string') throw new Error('describeIn: the node has no description');
  if (locale === 'en') return english;
  const french = node.descriptionFr;
  if (typeof french !== 'string')
    throw new Error(
      `no French wording for the schema description “${english}”: declare it with doc(en, fr) (src/content/schema/doc.ts)`,
    );
  return french;
}

/** The $defs name a node refers to. */
export const refName = (node: JsonSchema): string | undefined =>
  typeof node.$ref === 'string' ? node.$ref.replace('#/$defs/', '') : undefined;

function bilingualDescription(
  node: JsonSchema,
  values: readonly unknown[] | undefined,
  meanings: Choices | undefined,
): string {
  const french = describeIn('fr', node);
  const english = describeIn('en', node);
  const listed = (text: string) => values === undefined || values.every((value) => text.includes(String(value)));
  const list = values?.map(String).join(', ');
  const explained = (locale: Locale) =>
    Object.entries(meanings ?? {})
      .map(([value, meaning]) => `${value} — ${meaning[locale]}`)
      .join('; ');
  const fr = meanings
    ? `${french} Valeurs permises : ${explained('fr')}.`
    : listed(french)
      ? french
      : `${french} Valeurs permises : ${list}.`;
  const en = meanings
    ? `${english} Allowed values: ${explained('en')}.`
    : listed(english)
      ? english
      : `${english} Allowed values: ${list}.`;
  return `${fr}\n\n${en}`;
}

/** What each value of an enum field means (declared with choices()), followed through $ref. */
export type Choices = Record<string, Choice>;
export function choicesOf(node: JsonSchema, defs: Record<string, JsonSchema>): Choices | undefined {
  if (node.choices !== null && typeof node.choices === 'object') return node.choices as Choices;
  const name = refName(node);
  const target = name === undefined ? undefined : defs[name];
  return target ? choicesOf(target, defs) : undefined;
}

/** The values an enum field accepts, followed through $ref. */
export function allowedValues(node: JsonSchema, defs: Record<string, JsonSchema>): readonly unknown[] | undefined {
  if (Array.isArray(node.enum)) return node.enum;
  const name = refName(node);
  if (name !== undefined) {
    const target = defs[name];
    return target ? allowedValues(target, defs) : undefined;
  }
  if (Array.isArray(node.anyOf) && node.anyOf.every((option: JsonSchema) => 'const' in option))
    return node.anyOf.map((option: JsonSchema) => option.const);
  return undefined;
}

export function serializeSchema(schema: Record<string, unknown>): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
