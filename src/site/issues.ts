// Turns zod issues into problems a marketer can act on: position in the file, plain words, "did you mean".
import type { z } from 'zod';
import { bilingual, join, type Message, message } from '../content/messages.ts';
import { closestWord } from './closest.ts';
import { positionOf, type SourceFile } from './load.ts';
import { dottedPath, type Problem } from './problem.ts';

export { editDistance } from './closest.ts';

type Issue = z.core.$ZodIssue;
type AnySchema = z.core.$ZodType;

export function problemsFromIssues(
  source: SourceFile,
  schema: AnySchema,
  data: unknown,
  issues: readonly Issue[],
): Problem[] {
  return issues
    .flatMap((issue) => fromIssue(source, schema, data, issue))
    .map((problem) => ({ ...problem, rule: 'schema' }));
}

function fromIssue(source: SourceFile, schema: AnySchema, data: unknown, issue: Issue): Problem[] {
  const at = (path: readonly PropertyKey[], key?: string) => ({
    file: source.file,
    ...positionOf(source, path, key === undefined ? {} : { key }),
  });

  if (issue.code === 'unrecognized_keys') {
    const allowed = objectKeysAt(schema, issue.path, data);
    return issue.keys.map((key) => ({
      ...at(issue.path, key),
      path: dottedPath([...issue.path, key]),
      message:
        valueAt(data, [...issue.path, key]) === null && allowed.length > 0
          ? message(
              `champ inconnu « ${key} » : une virgule à l’intérieur de { … } coupe le texte; mettez tout le texte entre guillemets`,
              `unknown field "${key}": a comma inside { … } splits the text — put the whole text in quotes`,
            )
          : join([message(`champ inconnu « ${key} »`, `unknown field "${key}"`), suggest(key, allowed, 'field')]),
    }));
  }

  if (issue.code === 'invalid_union' && 'note' in issue && issue.note === 'No matching discriminator') {
    const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
    const value = valueAt(data, issue.path);
    const words =
      value === undefined
        ? message(
            `une section a besoin d’un type : l’un de ${options.join(', ')}`,
            `a section needs a type: one of ${options.join(', ')}`,
          )
        : join([
            message(`type de section inconnu « ${String(value)} »`, `unknown section type "${String(value)}"`),
            suggest(String(value), options, 'type'),
          ]);
    return [{ ...at(issue.path), path: dottedPath(issue.path), message: words }];
  }

  // A union that says in its own words what it wants (a price name…) is clearer than the list of its branches.
  if (issue.code === 'invalid_union' && issue.message !== 'Invalid input')
    return [{ ...at(issue.path), path: dottedPath(issue.path), message: bilingual(issue.message) }];

  if (issue.code === 'invalid_union') {
    const values = issue.errors.flat().flatMap((sub) => (sub.code === 'invalid_value' ? sub.values : []));
    if (values.length > 0)
      return [
        {
          ...at(issue.path),
          path: dottedPath(issue.path),
          message: message(
            `doit valoir l’une de ces valeurs : ${values.map(String).join(', ')}`,
            `must be one of ${values.map(String).join(', ')}`,
          ),
        },
      ];
  }

  return [{ ...at(issue.path), path: dottedPath(issue.path), message: plainMessage(issue, data) }];
}

function plainMessage(issue: Issue, data: unknown): Message {
  const defaultType = /^Invalid input: expected (\w+), received (\w+)$/.exec(issue.message);
  if (issue.code === 'invalid_type' && defaultType) {
    const last = issue.path[issue.path.length - 1];
    if (defaultType[2] === 'undefined')
      return typeof last === 'string'
        ? message(`le champ « ${last} » est manquant`, `the field "${last}" is missing`)
        : message('une valeur manque', 'a value is missing');
    const found = describeValue(valueAt(data, issue.path));
    const wanted = kind(defaultType[1] ?? '');
    return message(`doit être ${wanted.fr} (trouvé : ${found.fr})`, `must be ${wanted.en} (found ${found.en})`);
  }
  if (issue.code === 'invalid_value' && /^Invalid (option|input)/.test(issue.message)) {
    const found = valueAt(data, issue.path);
    const options = issue.values.map(String);
    const hint = typeof found === 'string' ? suggest(found, options, 'value') : undefined;
    return join([
      message(`doit valoir l’une de ces valeurs : ${options.join(', ')}`, `must be one of ${options.join(', ')}`),
      ...(hint ? [message(hint.fr.replace(/^;/, ' —'), hint.en.replace(/^;/, ' —'))] : []),
    ]);
  }
  if (issue.code === 'too_small' && /^Too small/.test(issue.message))
    return message('la valeur est trop petite ou la liste trop courte', issue.message);
  if (issue.code === 'too_big' && /^Too big/.test(issue.message))
    return message('la valeur est trop grande ou la liste trop longue', issue.message);
  if (issue.code === 'invalid_format' && /^Invalid string/.test(issue.message))
    return message('le texte n’a pas la forme attendue (voir la description du champ)', issue.message);
  return bilingual(issue.message);
}

function kind(type: string): Message {
  const words: Record<string, Message> = {
    object: message('un bloc de champs', 'a block of fields'),
    array: message('une liste (lignes qui commencent par -)', 'a list (lines starting with -)'),
    string: message('du texte', 'text'),
    number: message('un nombre', 'a number'),
    boolean: message('true ou false', 'true or false'),
  };
  return words[type] ?? message(type, type);
}

function describeValue(value: unknown): Message {
  if (value === null) return message('rien', 'nothing');
  if (Array.isArray(value)) return message('une liste', 'a list');
  if (typeof value === 'object') return message('un bloc de champs', 'a block of fields');
  if (typeof value === 'string') {
    const text = `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
    return message(text, text);
  }
  return message(String(value), String(value));
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
      if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'readonly')
        s = def.innerType as AnySchema;
      else if (def.type === 'pipe') s = def.in as AnySchema;
      else if (def.type === 'lazy') s = (def.getter as () => AnySchema)();
      else if (def.type === 'union') {
        const options = def.options as AnySchema[];
        const tag = v && typeof v === 'object' ? (v as Record<string, unknown>).type : undefined;
        s =
          options.find((option) => {
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

const nouns: Record<string, Message> = {
  field: message('champs permis ici', 'allowed fields here'),
  type: message('types permis ici', 'allowed types here'),
  value: message('valeurs permises ici', 'allowed values here'),
  'page id': message('id de page permis ici', 'allowed page ids here'),
  slug: message('slugs permis ici', 'allowed slugs here'),
  'phone key': message('clés de téléphone permises ici', 'allowed phone keys here'),
  'price name': message('noms de prix permis ici', 'allowed price names here'),
  'person id': message('id des membres de l’équipe', 'team member ids'),
  name: message('noms permis ici', 'allowed names here'),
};

/** "; did you mean "title"?" when a known word is close, otherwise the list of allowed words; empty when nothing is known. */
export function suggest(word: string, known: readonly string[], noun: keyof typeof nouns): Message {
  if (known.length === 0) return message('', '');
  const best = closestWord(word, known);
  if (best !== undefined) return message(`; vouliez-vous dire « ${best} »?`, `; did you mean "${best}"?`);
  const allowed = nouns[noun]!;
  return message(`; ${allowed.fr} : ${known.join(', ')}`, `; ${allowed.en}: ${known.join(', ')}`);
}
