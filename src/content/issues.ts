// Turns zod issues into problems a marketer can act on: position in the file, plain words, "did you mean".
import type { z } from 'zod';
import { positionOf, type SourceFile } from './load.ts';
import { dottedPath, type Problem } from './problem.ts';

type Issue = z.core.$ZodIssue;
type AnySchema = z.core.$ZodType;

export function problemsFromIssues(source: SourceFile, schema: AnySchema, data: unknown, issues: readonly Issue[]): Problem[] {
  return issues.flatMap((issue) => fromIssue(source, schema, data, issue));
}

function fromIssue(source: SourceFile, schema: AnySchema, data: unknown, issue: Issue): Problem[] {
  const at = (path: readonly PropertyKey[], key?: string) => ({ file: source.file, ...positionOf(source, path, key === undefined ? {} : { key }) });

  if (issue.code === 'unrecognized_keys') {
    const allowed = objectKeysAt(schema, issue.path, data);
    return issue.keys.map((key) => ({
      ...at(issue.path, key),
      path: dottedPath([...issue.path, key]),
      message:
        valueAt(data, [...issue.path, key]) === null && allowed.length > 0
          ? `unknown field "${key}": a comma inside { … } splits the text — put the whole text in quotes`
          : `unknown field "${key}"${suggest(key, allowed, 'field')}`,
    }));
  }

  if (issue.code === 'invalid_union' && 'note' in issue && issue.note === 'No matching discriminator') {
    const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
    const value = valueAt(data, issue.path);
    const message =
      value === undefined
        ? `a section needs a type: one of ${options.join(', ')}`
        : `unknown section type "${String(value)}"${suggest(String(value), options, 'type')}`;
    return [{ ...at(issue.path), path: dottedPath(issue.path), message }];
  }

  // A union that says in its own words what it wants (a price name…) is clearer than the list of its branches.
  if (issue.code === 'invalid_union' && issue.message !== 'Invalid input') return [{ ...at(issue.path), path: dottedPath(issue.path), message: issue.message }];

  if (issue.code === 'invalid_union') {
    const values = issue.errors.flat().flatMap((sub) => (sub.code === 'invalid_value' ? sub.values : []));
    if (values.length > 0) return [{ ...at(issue.path), path: dottedPath(issue.path), message: `must be one of ${values.map(String).join(', ')}` }];
  }

  return [{ ...at(issue.path), path: dottedPath(issue.path), message: plainMessage(issue, data) }];
}

function plainMessage(issue: Issue, data: unknown): string {
  const defaultType = /^Invalid input: expected (\w+), received (\w+)$/.exec(issue.message);
  if (issue.code === 'invalid_type' && defaultType) {
    const last = issue.path[issue.path.length - 1];
    if (defaultType[2] === 'undefined') return typeof last === 'string' ? `the field "${last}" is missing` : 'a value is missing';
    const found = valueAt(data, issue.path);
    return `must be ${article(defaultType[1] ?? '')} (found ${describeValue(found)})`;
  }
  if (issue.code === 'invalid_value' && /^Invalid (option|input)/.test(issue.message)) {
    const found = valueAt(data, issue.path);
    const options = issue.values.map(String);
    return `must be one of ${options.join(', ')}${typeof found === 'string' ? suggest(found, options, 'value').replace(/^;/, ' —') : ''}`;
  }
  return issue.message;
}

function article(type: string): string {
  const words: Record<string, string> = { object: 'a block of fields', array: 'a list (lines starting with -)', string: 'text', number: 'a number', boolean: 'true or false' };
  return words[type] ?? type;
}

function describeValue(value: unknown): string {
  if (value === null) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a block of fields';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return String(value);
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** The keys an object schema accepts at `path`, following the data through unions and wrappers. */
export function objectKeysAt(schema: AnySchema, path: readonly PropertyKey[], data: unknown): string[] {
  let current: AnySchema | undefined = schema;
  let value = data;
  const unwrap = (s: AnySchema | undefined, v: unknown): AnySchema | undefined => {
    for (let guard = 0; s && guard < 20; guard++) {
      const def = s._zod.def as unknown as Record<string, unknown> & { type: string };
      if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'readonly') s = def.innerType as AnySchema;
      else if (def.type === 'pipe') s = def.in as AnySchema;
      else if (def.type === 'lazy') s = (def.getter as () => AnySchema)();
      else if (def.type === 'union') {
        const options = def.options as AnySchema[];
        const tag = v && typeof v === 'object' ? (v as Record<string, unknown>).type : undefined;
        s = options.find((option) => {
          const shape = (option._zod.def as unknown as { shape?: Record<string, AnySchema> }).shape;
          const literal = shape?.type?._zod.def as unknown as { values?: unknown[] } | undefined;
          return literal?.values?.includes(tag);
        }) ?? options[0];
      } else return s;
    }
    return s;
  };
  for (const key of path) {
    current = unwrap(current, value);
    if (!current) return [];
    const def = current._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'object') current = (def.shape as Record<string, AnySchema>)[String(key)];
    else if (def.type === 'array') current = def.element as AnySchema;
    else if (def.type === 'record') current = def.valueType as AnySchema;
    else return [];
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  }
  current = unwrap(current, value);
  const def = current?._zod.def as unknown as { type: string; shape?: Record<string, unknown> } | undefined;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** "; did you mean "title"?" when a known word is close, otherwise the list of allowed words. */
export function suggest(word: string, known: readonly string[], noun: string): string {
  if (known.length === 0) return '';
  const ranked = known.map((candidate) => ({ candidate, distance: editDistance(word, candidate) })).sort((a, b) => a.distance - b.distance);
  const best = ranked[0]!;
  if (best.distance <= Math.max(2, Math.floor(best.candidate.length / 3))) return `; did you mean "${best.candidate}"?`;
  return `; allowed ${noun}s here: ${known.join(', ')}`;
}
