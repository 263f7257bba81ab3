// JSON Schema of each kind of content file, generated from the zod schemas, for editors (hover help, completion) and CI.
import { z } from 'zod';
import { Page, Post, Settings } from './schema/index.ts';

export const schemaFiles = {
  'site.schema.json': Settings,
  'page.schema.json': Page,
  'post.schema.json': Post,
} as const;

type JsonSchema = Record<string, unknown>;

export function jsonSchemas(): Record<keyof typeof schemaFiles, JsonSchema> {
  const out = {} as Record<keyof typeof schemaFiles, JsonSchema>;
  for (const [file, schema] of Object.entries(schemaFiles) as [keyof typeof schemaFiles, z.ZodType][]) {
    const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
    out[file] = withAllowedValues(json);
  }
  return out;
}

/** The values an enum field accepts, followed through $ref. */
export function allowedValues(node: JsonSchema, defs: Record<string, JsonSchema>): readonly unknown[] | undefined {
  if (Array.isArray(node.enum)) return node.enum;
  if (typeof node.$ref === 'string') {
    const target = defs[node.$ref.replace('#/$defs/', '')];
    return target ? allowedValues(target, defs) : undefined;
  }
  if (Array.isArray(node.anyOf) && node.anyOf.every((option: JsonSchema) => 'const' in option)) return node.anyOf.map((option: JsonSchema) => option.const);
  return undefined;
}

/**
 * A field's own description replaces the one of the type it refers to, so the hover of `icon:` would not list the
 * icons. Every described enum field therefore ends with the values it accepts, unless its words already name them all.
 */
function withAllowedValues(root: JsonSchema): JsonSchema {
  const defs = (root.$defs ?? {}) as Record<string, JsonSchema>;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const schema = node as JsonSchema;
    const values = allowedValues(schema, defs);
    if (values && typeof schema.description === 'string' && !values.every((value) => (schema.description as string).includes(String(value)))) {
      schema.description = `${schema.description} Allowed values: ${values.map(String).join(', ')}.`;
    }
    Object.values(schema).forEach(visit);
  };
  visit(root);
  return root;
}

export function serializeSchema(schema: Record<string, unknown>): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
