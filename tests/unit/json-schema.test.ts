// The committed JSON Schema matches zod, and ajv (what editors and CI use) agrees with zod on every content file and bad fixture.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { jsonSchemas, schemaFiles, serializeSchema } from '../../src/content/json-schema.ts';
import { listContentFiles } from '../../src/content/site.ts';
import { badCases, baseDir } from '../fixtures/materialize.ts';

const schemas = jsonSchemas();
// strictRequired off: `required: [general]` on the phones record names a key the record's values allow, which ajv's strict mode cannot see.
const ajv = new Ajv2020({ strict: true, allErrors: true, strictTypes: false, strictRequired: false });
addFormats.default(ajv);
const validators = Object.fromEntries(Object.entries(schemas).map(([file, schema]) => [file, ajv.compile(schema)]));
const validatorFor = (file: string) => validators[file === 'site.yaml' ? 'site.schema.json' : file.startsWith('pages/blog/') ? 'post.schema.json' : 'page.schema.json']!;
const zodFor = (file: string) => schemaFiles[file === 'site.yaml' ? 'site.schema.json' : file.startsWith('pages/blog/') ? 'post.schema.json' : 'page.schema.json'];

describe('schema/*.schema.json', () => {
  it.each(Object.keys(schemas))('%s is up to date (run npm run schema)', (file) => {
    expect(readFileSync(join('schema', file), 'utf8')).toBe(serializeSchema(schemas[file as keyof typeof schemas]));
  });

  it('documents fields for hover help in the editor', () => {
    const text = JSON.stringify(schemas['page.schema.json']);
    expect(text).toContain('Amount in Canadian dollars');
    expect(text).toContain('Both `fr` and `en` are required');
  });
});

describe('ajv agrees with zod', () => {
  for (const [label, root] of [['the real site', '.'], ['the fixture base', baseDir]] as const) {
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
