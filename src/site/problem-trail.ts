// A problem's field as the form names it (« Section 6 (Questions et réponses) › Question 1 › Question › Anglais »), read from the file's schema and its data on disk: for the dev server's problem panel and the publishing list.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Locale } from '../content/schema/text.ts';
import { editorSchemaIn, type SchemaFile, schemaFileOf } from './json-schema.ts';
import { priceNames } from './price-names.ts';
import type { Problem } from './problem.ts';
import { partsOf, type TrailNames, type TrailSchema, trail, trailText } from './trail.ts';

// Building a schema walks every zod type: once per file kind and language is enough for a server's life.
const schemas = new Map<string, TrailSchema>();
export function schemaIn(locale: Locale, file: SchemaFile): TrailSchema {
  const key = `${file} ${locale}`;
  if (!schemas.has(key)) schemas.set(key, editorSchemaIn(locale, file) as TrailSchema);
  return schemas.get(key)!;
}

/** A file's data as it is on disk, or undefined when it cannot be read (the trail then numbers sections without their kind). */
export function readData(root: string, file: string, draft?: string): unknown {
  try {
    return parse(draft ?? readFileSync(join(root, file), 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Each price of site.yaml by its plain name (the card or row of a page showing it), read from the files as they are now:
 * the trail then names a price as the form does (« Entreprise »), even while the site has problems.
 */
export function priceNamesIn(root: string, draft: (file: string) => string | undefined = () => undefined): TrailNames {
  const prices = (readData(root, 'site.yaml', draft('site.yaml')) as { facts?: { prices?: unknown } } | undefined)
    ?.facts?.prices;
  if (prices === null || typeof prices !== 'object') return {};
  const files = (folder: string) => {
    try {
      return readdirSync(join(root, folder))
        .filter((name) => name.endsWith('.yaml'))
        .map((name) => `${folder}/${name}`);
    } catch {
      return [];
    }
  };
  const pages = [...files('pages'), ...files('pages/blog')].map((file) => readData(root, file, draft(file)));
  return priceNames(prices as Record<string, unknown>, pages);
}

/** The trail of a path in a content file, in one language; the dotted path itself for a file of no known kind. */
export function fieldTrail(
  file: string,
  path: readonly (string | number)[],
  data: unknown,
  locale: Locale,
  names?: TrailNames,
): string {
  const kind = schemaFileOf(file);
  if (kind === undefined) return path.join('.');
  return trailText(trail(schemaIn(locale, kind), path, data, locale, names), locale);
}

/** Each problem as a marketer reads it: where in the form, what is wrong, then its file:line:col as a small detail. */
export function problemLines(
  root: string,
  problems: readonly Problem[],
  locale: Locale,
  draft: (file: string) => string | undefined = () => undefined,
): string {
  const data = new Map<string, unknown>();
  const names = problems.some((problem) => problem.file === 'site.yaml') ? priceNamesIn(root, draft) : {};
  const count = problems.length;
  const head =
    locale === 'fr'
      ? `${count} problème${count === 1 ? '' : 's'} dans le contenu :`
      : `${count} content problem${count === 1 ? '' : 's'}:`;
  const lines = problems.map((problem) => {
    if (!data.has(problem.file)) data.set(problem.file, readData(root, problem.file, draft(problem.file)));
    const where =
      problem.path === ''
        ? problem.file
        : fieldTrail(problem.file, partsOf(problem.path), data.get(problem.file), locale, names);
    return `• ${where} — ${problem.message[locale]}\n  ${problem.file}:${problem.line}:${problem.col}`;
  });
  return `${head}\n${lines.join('\n')}`;
}
