// JSON Schema of each kind of content file, generated from the zod schemas, for editors (hover help, completion) and CI.
import { z } from 'zod';
import { Page, Post, Settings } from './schema/index.ts';

export const schemaFiles = {
  'site.schema.json': Settings,
  'page.schema.json': Page,
  'post.schema.json': Post,
} as const;

export function jsonSchemas(): Record<keyof typeof schemaFiles, Record<string, unknown>> {
  const out = {} as Record<keyof typeof schemaFiles, Record<string, unknown>>;
  for (const [file, schema] of Object.entries(schemaFiles) as [keyof typeof schemaFiles, z.ZodType][]) {
    out[file] = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }) as Record<string, unknown>;
  }
  return out;
}

export function serializeSchema(schema: Record<string, unknown>): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
