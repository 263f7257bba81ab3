// A schema field's documentation in both languages, declared with the field: the JSON Schema, the editor and the guides read it.
import { z } from 'zod';

/** The metadata a documented field carries: its English words as the JSON Schema `description`, and their French. */
export type Doc = { description: string; descriptionFr: string };

/**
 * Documents a field in English and French. Both are required, so a description cannot be written without its French;
 * use it as `.meta(doc(en, fr))`, or spread it into a larger `.meta({ id, ...doc(en, fr) })`.
 */
export function doc(en: string, fr: string): Doc {
  return { description: en, descriptionFr: fr };
}

/** What one value of a choice means, in each language. */
export type Choice = { en: string; fr: string };

/**
 * An enum whose every value is explained next to it, in both languages: `choices({ home: { en: 'tall banner', fr: '…' } })`.
 * The meanings ride in the metadata under `choices`; the editor shows them beside each value and the guides list them.
 */
export function choices<const Value extends string>(meanings: { [Key in Value]: Choice }) {
  const values = Object.keys(meanings) as [Value, ...Value[]];
  return z.enum(values).meta({ choices: meanings });
}
