// `npm run schema`: writes schema/*.schema.json from the zod schemas (commit the result; a test fails when it is stale).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { jsonSchemas, serializeSchema } from '../content/json-schema.ts';

const dir = resolve('schema');
mkdirSync(dir, { recursive: true });
for (const [file, schema] of Object.entries(jsonSchemas())) {
  writeFileSync(join(dir, file), serializeSchema(schema));
  console.log(`wrote schema/${file}`);
}
