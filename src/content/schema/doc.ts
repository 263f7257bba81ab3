// A schema field's documentation in both languages, declared with the field: the JSON Schema, the editor and the guides read it.
/** The metadata a documented field carries: its English words as the JSON Schema `description`, and their French. */
export type Doc = { description: string; descriptionFr: string };

/**
 * Documents a field in English and French. Both are required, so a description cannot be written without its French;
 * use it as `.meta(doc(en, fr))`, or spread it into a larger `.meta({ id, ...doc(en, fr) })`.
 */
export function doc(en: string, fr: string): Doc {
  return { description: en, descriptionFr: fr };
}
