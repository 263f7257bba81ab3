// Walks a zod schema beside a value it parsed, calling back with each field's declared kind, its path and its value.
import { z } from 'zod';
import type { Doc } from './doc.ts';
import type { Kind } from './kind.ts';

export type Path = (string | number)[];
/** What a field declared about itself (doc()), merged over what the schema it reuses declared. */
export type FieldMeta = Partial<Doc>;
/**
 * Called for every value of the walk, outermost first. `kind` is the field's declared kind (undefined for a group of
 * fields, a list or a part of a kinded value such as the `fr` of a text). `path` is shared by the whole walk: copy it to keep it.
 * `schema` describes the value itself, its wrappers (optional, the union's other branches…) taken off.
 */
export type Visit = (
  kind: Kind | undefined,
  path: Readonly<Path>,
  value: unknown,
  meta: FieldMeta,
  schema: z.ZodType,
) => void;
/** Returns the value to put in place of a field's value, or the value itself to keep it (and walk inside it). */
export type Replace = (
  kind: Kind | undefined,
  path: Readonly<Path>,
  value: unknown,
  meta: FieldMeta,
  schema: z.ZodType,
) => unknown;

/** Calls `visit` for every value inside `value`, read with `schema` (which parsed it). */
export function walk(schema: z.ZodType, value: unknown, visit: Visit): void {
  rebuild(schema, value, [], (kind, path, node, meta, bare) => {
    visit(kind, path, node, meta, bare);
    return node;
  });
}

/** The key of the field of an object schema declared with `kind`, present in the value or not (where a missing one goes). */
export function fieldOfKind(schema: z.ZodType, kind: Kind): string | undefined {
  if (!(schema instanceof z.ZodObject)) return undefined;
  const shape = schema.shape as Record<string, z.ZodType>;
  return Object.keys(shape).find((key) => unwrap(shape[key]!, undefined).meta.kind === kind);
}

/** A copy of `value` with the values `replace` returns in place of the originals; untouched parts are shared, not copied. */
export function mapFields(schema: z.ZodType, value: unknown, replace: Replace): unknown {
  return rebuild(schema, value, [], replace);
}

const metaOf = (schema: z.ZodType): FieldMeta | undefined => z.globalRegistry.get(schema) as FieldMeta | undefined;

/** The schema that describes the value once the wrappers are taken off (optional, default, pipe…, the branch of a union that fits), and the metadata declared on the way, outermost first. */
function unwrap(schema: z.ZodType, value: unknown): { schema: z.ZodType; meta: FieldMeta } {
  let meta: FieldMeta = {};
  let current: z.ZodType | undefined = schema;
  for (let guard = 0; current && guard < 32; guard++) {
    const own = metaOf(current);
    // The outermost word wins: a field's own label or kind over those of the schema it reuses.
    if (own) meta = { ...own, ...meta };
    const next = inner(current, value);
    if (next === undefined) break;
    current = next;
  }
  return { schema: current ?? schema, meta };
}

/** The schema one wrapper down, or undefined when `schema` is what describes the value itself. */
function inner(schema: z.ZodType, value: unknown): z.ZodType | undefined {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodNonOptional
  )
    return schema.unwrap() as z.ZodType;
  // A parsed value is the pipe's output; a transform's output has no schema, so its input is the best description.
  if (schema instanceof z.ZodPipe) return (schema.out instanceof z.ZodTransform ? schema.in : schema.out) as z.ZodType;
  if (schema instanceof z.ZodLazy) return schema.unwrap() as z.ZodType;
  if (schema instanceof z.ZodUnion) return branch(schema, value);
  return undefined;
}

/** The option of a union that fits the value: by its tag for a discriminated union (the sections by `type`), else the first that accepts it. */
function branch(union: z.ZodUnion, value: unknown): z.ZodType | undefined {
  const options = union.options as readonly z.ZodType[];
  const tagKey = union instanceof z.ZodDiscriminatedUnion ? (union._zod.def.discriminator as string) : undefined;
  if (tagKey !== undefined && value !== null && typeof value === 'object') {
    const tag = (value as Record<string, unknown>)[tagKey];
    const tagged = options.find((option) => option._zod.propValues?.[tagKey]?.has(tag as never));
    if (tagged) return tagged;
  }
  return options.find((option) => option.safeParse(value).success);
}

function rebuild(schema: z.ZodType, value: unknown, path: Path, replace: Replace): unknown {
  const { schema: bare, meta } = unwrap(schema, value);
  const replaced = replace(meta.kind, path, value, meta, bare);
  if (replaced !== value || value === null || typeof value !== 'object') return replaced;
  if (Array.isArray(value)) {
    const element = bare instanceof z.ZodArray ? (bare.element as z.ZodType) : undefined;
    if (!element) return value;
    let out: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      path.push(index);
      const item = rebuild(element, value[index], path, replace);
      path.pop();
      if (item === value[index]) continue;
      out ??= [...value];
      out[index] = item;
    }
    return out ?? value;
  }
  const fieldSchema = (key: string): z.ZodType | undefined => {
    if (bare instanceof z.ZodObject) return (bare.shape as Record<string, z.ZodType>)[key];
    if (bare instanceof z.ZodRecord) return bare.valueType as z.ZodType;
    return undefined;
  };
  const record = value as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  for (const key in record) {
    const field = fieldSchema(key);
    if (!field) continue;
    path.push(key);
    const item = rebuild(field, record[key], path, replace);
    path.pop();
    if (item === record[key]) continue;
    out ??= { ...record };
    out[key] = item;
  }
  return out ?? value;
}
