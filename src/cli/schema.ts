// `npm run schema`: writes schema/*.schema.json, the section catalogue of CONTENT.md and CONTENU.md, and netlify.toml, from the schemas and the content (commit the result; a test fails when it is stale).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { jsonSchemas, serializeSchema } from '../content/json-schema.ts';
import { guides, withCatalogue } from '../content/catalogue.ts';
import { loadSite } from '../content/site.ts';
import { netlifyToml } from './host-files.ts';
import { notFoundPages } from './build.ts';

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
const site = loadSite('.');
if (site.ok) {
  writeFileSync('netlify.toml', netlifyToml(notFoundPages(site.site).map((entry) => ({ file: entry.file, prefix: entry.prefix }))));
  console.log('wrote netlify.toml');
} else console.error('netlify.toml not written: the content is invalid (npm run validate)');
