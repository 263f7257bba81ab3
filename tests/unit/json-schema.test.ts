// The committed JSON Schema matches zod, and ajv (what editors and CI use) agrees with zod on every content file and bad fixture.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  allowedValues,
  editorSchemaIn,
  englishSchemas,
  jsonSchemas,
  schemaFiles,
  serializeSchema,
} from '../../src/site/json-schema.ts';

type JsonNode = Record<string, unknown>;

import { listContentFiles } from '../../src/site/site.ts';
import { badCases, baseDir } from '../fixtures/materialize.ts';

const schemas = jsonSchemas();
// strictRequired off: `required: [general]` on the phones record names a key the record's values allow, which ajv's strict mode cannot see.
const ajv = new Ajv2020({ strict: true, allErrors: true, strictTypes: false, strictRequired: false });
addFormats.default(ajv);
const validators = Object.fromEntries(Object.entries(schemas).map(([file, schema]) => [file, ajv.compile(schema)]));
const validatorFor = (file: string) =>
  validators[
    file === 'site.yaml' ? 'site.schema.json' : file.startsWith('pages/blog/') ? 'post.schema.json' : 'page.schema.json'
  ]!;
const zodFor = (file: string) =>
  schemaFiles[
    file === 'site.yaml' ? 'site.schema.json' : file.startsWith('pages/blog/') ? 'post.schema.json' : 'page.schema.json'
  ];

describe('schema/*.schema.json', () => {
  it.each(Object.keys(schemas))('%s is up to date (run npm run schema)', (file) => {
    expect(readFileSync(join('schema', file), 'utf8')).toBe(serializeSchema(schemas[file as keyof typeof schemas]));
  });

  it('documents fields for hover help in the editor', () => {
    const text = JSON.stringify(schemas['page.schema.json']);
    expect(text).toContain('Price shown on the card: the name of a price in site.yaml facts.prices.');
    expect(text).toContain('written in French and in English: neither may be empty');
  });

  // What the editor shows when the cursor rests on a field: its own words, or those of the type it refers to.
  const fields = Object.entries(schemas).flatMap(([file, root]) => {
    const defs = (root.$defs ?? {}) as Record<string, JsonNode>;
    const found: { at: string; node: JsonNode; hover: string | undefined }[] = [];
    const seen = new Set<JsonNode>();
    const visit = (node: JsonNode, at: string) => {
      if (seen.has(node)) return;
      seen.add(node);
      const target = typeof node.$ref === 'string' ? defs[node.$ref.replace('#/$defs/', '')]! : node;
      for (const [key, field] of Object.entries((target.properties ?? {}) as Record<string, JsonNode>)) {
        // Branches of oneOf/if that only constrain a value (action: { const: call }) are rules, not fields.
        const isField = 'type' in field || '$ref' in field || 'anyOf' in field;
        const refTarget = typeof field.$ref === 'string' ? defs[field.$ref.replace('#/$defs/', '')] : undefined;
        if (isField && !('const' in field))
          found.push({
            at: `${file} ${at}.${key}`,
            node: field,
            hover: (field.description ?? refTarget?.description) as string | undefined,
          });
        visit(field, `${at}.${key}`);
      }
      for (const key of ['items', 'additionalProperties'] as const)
        if (target[key] && typeof target[key] === 'object') visit(target[key] as JsonNode, `${at}[]`);
      for (const key of ['anyOf', 'oneOf'] as const)
        for (const option of (target[key] ?? []) as JsonNode[]) visit(option, at);
    };
    visit(root, file.replace('.schema.json', ''));
    return found.map((field) => ({ ...field, defs }));
  });

  it('gives every field of every file a description', () => {
    expect(fields.length).toBeGreaterThan(150);
    expect(fields.filter((field) => !field.hover).map((field) => field.at)).toEqual([]);
  });

  it('describes each visitor text by its role, not only as “text in French and English”', () => {
    const generic = fields.filter(
      (field) =>
        typeof field.node.$ref === 'string' && field.node.$ref.endsWith('/LocalizedText') && !field.node.description,
    );
    expect(generic.map((field) => field.at)).toEqual([]);
  });

  it('lists the allowed values of every enum field in its description', () => {
    const enums = fields.flatMap((field) => {
      const values = allowedValues(field.node, field.defs);
      return values ? [{ ...field, values }] : [];
    });
    expect(enums.map((field) => field.at)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('.icon'),
        expect.stringContaining('.unit'),
        expect.stringContaining('.variant'),
      ]),
    );
    for (const field of enums) for (const value of field.values) expect(field.hover, field.at).toContain(String(value));
  });
});

describe('labels: the marketer’s editor names every field in plain words, never by its YAML key', () => {
  // Every field of every file, section types included, with its label: its own (doc(label, en, fr)) or that of the type it refers to.
  const declared = Object.entries(englishSchemas()).flatMap(([file, root]) => {
    const defs = (root.$defs ?? {}) as Record<string, JsonNode>;
    const found: { at: string; label?: unknown; labelFr?: unknown }[] = [];
    const seen = new Set<JsonNode>();
    // zod leaves out a word equal to the one of the type a field refers to: that type's then counts.
    const labelled = (node: JsonNode) => {
      const target = typeof node.$ref === 'string' ? defs[node.$ref.replace('#/$defs/', '')] : undefined;
      return { label: node.label ?? target?.label, labelFr: node.labelFr ?? target?.labelFr };
    };
    const visit = (node: JsonNode, at: string) => {
      if (seen.has(node)) return;
      seen.add(node);
      const target = typeof node.$ref === 'string' ? defs[node.$ref.replace('#/$defs/', '')]! : node;
      for (const [key, field] of Object.entries((target.properties ?? {}) as Record<string, JsonNode>)) {
        const isField = ('type' in field || '$ref' in field || 'anyOf' in field) && !('const' in field);
        if (isField)
          found.push({ at: `${file} ${at}.${key}`, label: labelled(field).label, labelFr: labelled(field).labelFr });
        visit(field, `${at}.${key}`);
      }
      for (const key of ['items', 'additionalProperties'] as const)
        if (target[key] && typeof target[key] === 'object') visit(target[key] as JsonNode, `${at}[]`);
      for (const key of ['anyOf', 'oneOf'] as const)
        for (const option of (target[key] ?? []) as JsonNode[]) {
          const branch = typeof option.$ref === 'string' ? defs[option.$ref.replace('#/$defs/', '')]! : option;
          const type = (branch.properties as Record<string, JsonNode> | undefined)?.type?.const;
          // A section type is a choice the catalogue and the form name.
          if (type !== undefined)
            found.push({ at: `${file} ${at} (type ${String(type)})`, label: branch.label, labelFr: branch.labelFr });
          visit(option, at);
        }
    };
    visit(root, file.replace('.schema.json', ''));
    return found;
  });

  it('gives every field of every file a short label in English and in French', () => {
    expect(declared.length).toBeGreaterThan(150);
    const missing = declared.filter(
      (field) =>
        typeof field.label !== 'string' ||
        typeof field.labelFr !== 'string' ||
        !field.label.trim() ||
        !field.labelFr.trim(),
    );
    expect(missing.map((field) => `${field.at}: ${JSON.stringify([field.label, field.labelFr])}`)).toEqual([]);
  });

  it('keeps each label short: a name, not a sentence', () => {
    const long = declared.filter((field) =>
      [field.label, field.labelFr].some(
        (label) => typeof label === 'string' && (label.length > 40 || label.endsWith('.')),
      ),
    );
    expect(long.map((field) => `${field.at}: ${String(field.label)} / ${String(field.labelFr)}`)).toEqual([]);
  });

  it('gives the editor each label and add button in its language only', () => {
    const french = JSON.stringify(editorSchemaIn('fr', 'page.schema.json'));
    const english = JSON.stringify(editorSchemaIn('en', 'page.schema.json'));
    expect(french).toContain('"label":"Surtitre"');
    expect(french).toContain('"add":"Ajouter une question"');
    expect(english).toContain('"label":"Eyebrow text"');
    expect(english).toContain('"add":"Add a question"');
    for (const text of [french, english]) expect(text).not.toMatch(/"(labelFr|addFr|descriptionFr)"/);
  });
});

describe('ajv agrees with zod', () => {
  for (const [label, root] of [
    ['the real site', '.'],
    ['the fixture base', baseDir],
  ] as const) {
    const listing = listContentFiles(root);
    it.each([listing.settings, ...listing.pages, ...listing.posts])(`${label}: %s is valid for both`, (file) => {
      const data = parse(readFileSync(join(root, file), 'utf8'));
      expect(zodFor(file).safeParse(data).success).toBe(true);
      const validate = validatorFor(file);
      expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    });
  }

  const schemaCases = badCases().filter((badCase) => badCase.expect.schemaAllows !== undefined);
  it.each(schemaCases)('$name: ajv says what zod says of the changed files', ({ dir, files, expect: expected }) => {
    for (const file of files) {
      const data = parse(readFileSync(join(dir, file), 'utf8'));
      const zodValid = zodFor(file).safeParse(data).success;
      expect(validatorFor(file)(data)).toBe(zodValid);
      // Cross-file problems (broken references, duplicates, unsafe article HTML) are invisible to a one-file schema.
      if (expected.schemaAllows === false) expect(zodValid).toBe(false);
    }
  });
});
