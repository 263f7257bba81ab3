// A schema field's words in both languages and its kind, declared with the field; the JSON Schema, the checks, the editor and the guides read them.
import { z } from 'zod';
import type { Kind } from './kind.ts';

/** A short name in both languages, English first as in doc(): ['Eyebrow text', 'Surtitre']. */
export type Label = readonly [en: string, fr: string];

/**
 * The metadata a documented field carries, flat beside zod's own keys so the JSON Schema keeps them: its English label
 * and description (`description` is the JSON Schema keyword editors show) and their French; for a list, the words of
 * its add button; what the field is (its kind, kind.ts), when the schema it reuses does not already say; for a text,
 * the {placeholders} it fills in itself when drawn.
 */
export type Doc = {
  label: string;
  labelFr: string;
  description: string;
  descriptionFr: string;
  add?: string;
  addFr?: string;
  kind?: Kind;
  fills?: readonly string[];
  /** This field names what holds it in the editor: a section by its heading, a question by its words, a phone by its
   *  number as shown (« Section 5 — Questions et réponses : Questions fréquentes »), rather than by its number or key. */
  names?: boolean;
  /** For named entries: the name of an entry whose key has a meaning (`general`: the main phone), in each language. */
  keys?: Record<string, Choice>;
};

/** What doc() may say beside the words: a list's add button, the field's kind, the placeholders a text fills in. */
export type More = {
  add?: Label;
  kind?: Kind;
  fills?: readonly string[];
  names?: boolean;
  keys?: Record<string, Choice>;
};

/**
 * Documents a field: its short label, then its description, each in English and French. Nothing can be written without
 * its French; use it as `.meta(doc(['Eyebrow text', 'Surtitre'], en, fr))`, or spread it into `.meta({ id, ...doc(…) })`.
 * A list may say what its add button reads: `doc(['Questions', 'Questions'], en, fr, { add: ['Add a question', 'Ajouter une question'] })`;
 * a field whose schema is not a shared one says what it is: `doc(['Width (px)', 'Largeur (px)'], en, fr, { kind: 'number' })`.
 */
export function doc(label: Label, en: string, fr: string, more: More = {}): Doc {
  const { add, ...rest } = more;
  return {
    label: label[0],
    labelFr: label[1],
    description: en,
    descriptionFr: fr,
    ...(add ? { add: add[0], addFr: add[1] } : {}),
    ...rest,
  };
}

/** The metadata of a field that only says what it is (its words come from the field that reuses it): `.meta(kind('number'))`. */
export const kind = (of: Kind): { kind: Kind } => ({ kind: of });

/** The add button of a list whose one item is named `what` in English and `quoi` (with its article) in French. */
export const addOne = (what: string, quoi: string): Label => [
  `Add ${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what}`,
  `Ajouter ${quoi}`,
];

/** What one value of a choice means, in each language. */
export type Choice = { en: string; fr: string };

/**
 * An enum whose every value is explained next to it, in both languages: `choices({ home: { en: 'tall banner', fr: '…' } })`.
 * The meanings ride in the metadata under `choices`; the editor shows them beside each value and the guides list them.
 * Its kind is `choice`.
 */
export function choices<const Value extends string>(meanings: { [Key in Value]: Choice }) {
  const values = Object.keys(meanings) as [Value, ...Value[]];
  return z.enum(values).meta({ kind: 'choice', choices: meanings });
}
