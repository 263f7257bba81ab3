// Typography applied by the build, in both languages: French per the Office québécois de la langue française (no-break spaces, the typographic ’), and in both languages the words a line must not split (short hyphenated words, an amount and its unit, 9 a.m.). Marketers type ordinary spaces and hyphens.

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

/** Invisible, prevents a line break where it stands (Unicode WORD JOINER): after the hyphen of “full-time”, the hyphen stays a hyphen for copy and search. */
export const WORD_JOINER = '\u2060';

/**
 * A hyphenated word at most this long never splits at its hyphen (« est-il », “self-employment”, « super-déduction »);
 * longer ones may (« Services-conseils » in a phone's heading). 16: the longest compound of the content that must hold.
 */
const SHORT_COMPOUND = 16;
/** A proper name with a capital after a hyphen (François-Philippe, Saint-Jean-sur-Richelieu) stays whole up to this length. */
const PROPER_COMPOUND = 28;

const MONTHS = {
  fr: 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre',
  en: 'January|February|March|April|May|June|July|August|September|October|November|December',
};
const ENGLISH_UNITS = [
  'a\\.m\\.',
  'p\\.m\\.',
  'days?',
  'hours?',
  'weeks?',
  'months?',
  'years?',
  'minutes?',
  'times',
  '%',
];

const keepRules: Record<'fr' | 'en', [RegExp, string | ((match: string, ...groups: string[]) => string)][]> = {
  fr: [
    // « 30 avril », « 1er mai »: the day stays with its month.
    [new RegExp(`(\\d(?:er)?) +(${MONTHS.fr})\\b`, 'g'), `$1${NBSP}$2`],
  ],
  en: [
    // 9 a.m., 7 days, 2 hours, 100 %.
    [new RegExp(`(\\d) +(${ENGLISH_UNITS.join('|')})(?![\\p{L}])`, 'gu'), `$1${NBSP}$2`],
    // April 30.
    [new RegExp(`\\b(${MONTHS.en}) +(\\d)`, 'g'), `$1${NBSP}$2`],
  ],
};

const sharedKeepRules: [RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  // A short hyphenated word, a form's code with its decimals (TP-64.3) too: no break after its hyphens (a joiner
  // already there is counted once); not inside an address.
  [
    /(?<![\p{L}\p{N}’'\u2060/@.:-])[\p{L}\p{N}’']+(?:-\u2060?[\p{L}\p{N}’']+(?:\.\p{N}+)*)+(?![\p{L}\p{N}’'/@-]|\.[\p{L}\p{N}])/gu,
    (word) => {
      const plain = word.replaceAll(WORD_JOINER, '');
      const limit = /-\p{Lu}/u.test(plain) && /^\p{Lu}/u.test(plain) ? PROPER_COMPOUND : SHORT_COMPOUND;
      return plain.length <= limit ? plain.replaceAll('-', `-${WORD_JOINER}`) : word;
    },
  ],
  // An operation stays on one line with its operands: 292 $ × 12, 2 × 3 = 6.
  [/[ \u00a0]+([×÷=])[ \u00a0]+/g, `${NBSP}$1${NBSP}`],
  // An abbreviation in capitals stays with the number it names: NEQ 1234567890, TPS 5 %.
  [/\b(\p{Lu}{2,4}) +(?=\d)/gu, `$1${NBSP}`],
  // A one-letter word (à, a, y) never ends a line: « (à partir du 30 avril) ».
  // A lookbehind, not a group: two in a row (« 9 h à 21 h ») must both match, the second right after the first.
  [/(?<=^|[\s(«“\u00a0])(\p{L}) +/gu, `$1${NBSP}`],
];

/**
 * The words of one text kept together on a line, in its language: short hyphenated words, an operation and its
 * operands, a one-letter word and the next, a day and its month; in English also a number and its unit (French gets
 * those from frenchTypography). Idempotent.
 */
export function keepTogether(text: string, locale: 'fr' | 'en'): string {
  let out = text;
  for (const [pattern, replacement] of [...sharedKeepRules, ...keepRules[locale]])
    out = out.replace(pattern, replacement as string);
  return out;
}

/** One text as the visitor reads it in its language: French typography for French, and words kept together in both. */
export function typography(text: string, locale: 'fr' | 'en'): string {
  return keepTogether(locale === 'fr' ? frenchTypography(text) : text, locale);
}

/** A text for places that are not laid out in lines (a page title, a feed, a search result): without word joiners. */
export const withoutJoiners = (text: string): string => text.replaceAll(WORD_JOINER, '');
