// Finds amounts of money typed in a text (3 500 $, $3,500, 292 $/mois, 3500 CAD…): only a number attached to a currency sign or word.

export type TypedAmount = {
  /** Offset of the amount's first character (its sign or its first digit) in the text. */
  offset: number;
  /** The amount as written, no-break spaces shown as plain spaces. */
  written: string;
  /** Its value in dollars: 3 500,00 $ → 3500, 1,5 k$ → 1500. */
  value: number;
};

/** Spaces a number may be grouped or followed by: ordinary, no-break (U+00A0), narrow no-break (U+202F), thin (U+2009). */
const SPACE = '[ \\u00A0\\u202F\\u2009]';
/** 3 500,00 · 3,500.00 · 3.500,00 · 3500 · 3500,5: grouped by spaces, commas or dots, or not grouped; cents optional. */
const NUMBER = `(?:\\d{1,3}(?:${SPACE}\\d{3})+(?:,\\d{1,2})?|\\d{1,3}(?:,\\d{3})+(?:\\.\\d{1,2})?|\\d{1,3}(?:\\.\\d{3})+(?:,\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)(?![\\d])`;
/** k$ and M$ (thousands, millions), as Québec French writes them. */
const SCALE = `(?:${SPACE}?[kM](?!\\p{L}))`;
/** After the number: $, $ CA, $US, €, £, dollars, CAD, USD, euros. */
const AFTER = `(?:\\$(?:${SPACE}?(?:CAN|CA|US)(?!\\p{L}))?|€|£|(?:[Dd]ollars?|CAD|USD|[Ee]uros?)(?!\\p{L}))`;
/** Before the number: $, CA$, C$, US$, CAN$, €, £, CAD, USD. */
const BEFORE = `(?:(?:CAN|CA|C|US)?\\$|€|£|(?:CAD|USD)(?=${SPACE}?\\d))`;

/**
 * Either a sign before the number ($3,500, CA$3,500, CAD 3500) or after it (3 500 $, 3500$, 3 500 dollars).
 * The number may not be glued to a letter or a digit before it, so T4, 2026 or 514 555-0100 never start an amount.
 */
const AMOUNT = new RegExp(
  `(?<![\\p{L}\\p{N}])(?<before>${BEFORE})${SPACE}?(?<prefixed>${NUMBER})(?<prefixedScale>${SCALE})?` +
    `|(?<![\\p{L}\\p{N}_]|\\p{N}[.,])(?<suffixed>${NUMBER})(?<suffixedScale>${SCALE}${SPACE}{0,2}|${SPACE}{0,2})${AFTER}`,
  'gu',
);

/** The number's value: a last comma or dot followed by one or two digits is the decimal mark; other marks and spaces group thousands. */
function numberValue(number: string, scale: string | undefined): number {
  const digits = number.replace(/[\s\u00A0\u202F\u2009]/g, '');
  const cents = /[.,](\d{1,2})$/.exec(digits);
  const whole = (cents ? digits.slice(0, cents.index) : digits).replace(/[.,]/g, '');
  const value = Number(`${whole}${cents ? `.${cents[1]}` : ''}`);
  const factor = scale?.trim() === 'k' ? 1_000 : scale?.trim() === 'M' ? 1_000_000 : 1;
  return Math.round(value * factor * 100) / 100;
}

/** Every amount typed in a text, in order. */
export function findAmounts(text: string): TypedAmount[] {
  if (!/[$€£]|dollar|cad|usd|euro/i.test(text)) return [];
  const found: TypedAmount[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const groups = match.groups ?? {};
    const number = groups.prefixed ?? groups.suffixed ?? '';
    const scale = groups.prefixedScale ?? groups.suffixedScale;
    found.push({
      offset: match.index,
      written: match[0].replace(/[\u00A0\u202F\u2009]/g, ' '),
      value: numberValue(number, scale),
    });
  }
  return found;
}
