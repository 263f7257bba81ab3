import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { Page, Settings } from './src/content/schema/index.ts';
import { walk } from './src/content/schema/walk.ts';
const counts: Record<string, number> = {};
const t = performance.now();
for (const [file, schema] of [['site.yaml', Settings], ['pages/pricing.yaml', Page], ['pages/home.yaml', Page]] as const) {
  const value = schema.parse(parse(readFileSync(file, 'utf8')));
  walk(schema, value, (kind, path, v) => { counts[kind ?? '-'] = (counts[kind ?? '-'] ?? 0) + 1; if (kind === 'price' || kind === 'page' || kind === 'action') console.log(kind, path.join('.'), JSON.stringify(v)); });
}
console.log(counts, performance.now() - t);
