// French typography applied by the build (Office québécois de la langue française): marketers type ordinary spaces and apostrophes; no-break spaces go where a line must not break, and the apostrophe is the typographic ’.

/** The no-break space Intl.NumberFormat('fr-CA') itself writes in 3 500 $ and 100 %, so typed and formatted amounts look alike. */
export const NBSP = '\u00a0';

/** Words that, after a number, belong with it: 7 jours, 12 mois, 2 heures. */
const UNIT_WORDS = ['jours?', 'mois', 'ans?', 'années?', 'heures?', 'minutes?', 'semaines?', 'fois'];

const rules: [RegExp, string | ((...groups: string[]) => string)][] = [
  // Thousands typed with a space: 3 500, 1 000 000.
  [/(\d{1,3})(?:[ \u202f](\d{3}))(?=[ \u00a0\u202f]?\d{3}\b|\b)/g, `$1${NBSP}$2`],
  // A number and its unit: 500 $, 100 %, 9 h, 9 h 30, 7 jours; a {placeholder} the page fills with a number counts as one
  // (“{months} mois”), so the sections need no typography of their own in the browser.
  [/([\d}]) +(\$|%|h\b)/g, `$1${NBSP}$2`],
  [/(\d[\u00a0 ]h) +(\d)/g, `$1${NBSP}$2`],
  [new RegExp(`([\\d}]) +(${UNIT_WORDS.join('|')})\\b`, 'g'), `$1${NBSP}$2`],
  // “7 jours sur 7”: the last number stays with “sur”.
  [/\b(sur) +(\d)/g, `$1${NBSP}$2`],
  // Before a colon: a typed space becomes a no-break space; a missing one is added (not in 09:00 or https://).
  [/ +:/g, `${NBSP}:`],
  [/([^\s\d/:\u00a0]):(?=\s)/g, `$1${NBSP}:`],
  // Inside French quotation marks.
  [/«[ \u00a0\u202f]*/g, `«${NBSP}`],
  [/[ \u00a0\u202f]*»/g, `${NBSP}»`],
  // Québec usage: no space before ; ! ?
  [/[ \u00a0\u202f]+([;!?])/g, '$1'],
  // The apostrophe a keyboard types (l'impôt, aujourd'hui) becomes the typographic one the rest of the site uses.
  [/(\p{L})'(?=\p{L})/gu, '$1’'],
];

/** One French text as the visitor reads it. Idempotent: applying it twice changes nothing more. */
export function frenchTypography(text: string): string {
  let out = text;
  for (const [pattern, replacement] of rules) out = out.replace(pattern, replacement as string);
  return out;
}
