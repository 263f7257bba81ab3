// `npm run schema`: writes schema/*.schema.json, the section catalogue of CONTENT.md and CONTENU.md from the schemas (commit the result; a test fails when it is stale).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { guides, withCatalogue } from '../site/catalogue.ts';
import { jsonSchemas, serializeSchema } from '../site/json-schema.ts';

const dir = resolve('schema');
mkdirSync(dir, { recursive: true });
for (const [file, schema] of Object.entries(jsonSchemas())) {
  writeFileSync(join(dir, file), serializeSchema(schema));
  console.log(`wrote schema/${file}`);
}
for (const [file, locale] of Object.entries(guides)) {
  writeFileSync(file, withCatalogue(readFileSync(file, 'utf8'), locale));
  console.log(`wrote the section catalogue of ${file}`);
}
