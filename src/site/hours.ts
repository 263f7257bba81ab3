// Finds opening hours typed in a text (9 h à 21 h, 9h-17h, 9 a.m. to 9 p.m., 09:00–21:00): a range of two times of day.

export type TypedHours = {
  /** Offset of the range's first character in the text. */
  offset: number;
  /** The range as written, no-break spaces shown as plain spaces. */
  written: string;
  /** Its two times in minutes after midnight: 9 h à 21 h → 540, 1260. */
  opens: number;
  closes: number;
};

const SPACE = '[ \\u00A0\\u202F\\u2009]';
/** 9 h · 9h30 · 17 h 30 (French); 9 a.m. · 9:30pm (English); 09:00 · 21:00 (either). */
const TIME =
  `(?:\\d{1,2}${SPACE}?h(?:${SPACE}?\\d{2})?(?!\\p{L})` +
  `|\\d{1,2}(?::\\d{2})?${SPACE}?[ap]\\.?${SPACE}?m\\.?(?!\\p{L})` +
  `|\\d{1,2}:\\d{2}(?!\\d))`;
/** à · au · jusqu'à · - · – · — · to · until · till. */
const BETWEEN = `${SPACE}*(?:à|au|jusqu[’']à|[-–—]|to|until|till)${SPACE}*`;
const RANGE = new RegExp(`(?<![\\p{L}\\p{N}:])(?<opens>${TIME})${BETWEEN}(?<closes>${TIME})`, 'giu');

/** A time of day as written, in minutes after midnight: 9 h 30 → 570, 9:30 p.m. → 1290, 12 a.m. → 0. */
function minutes(time: string): number {
  const [hours = 0, mins = 0] = (time.match(/\d+/g) ?? []).map(Number);
  const meridiem = /([ap])\.?\s?m/i.exec(time)?.[1]?.toLowerCase();
  const hour = meridiem === undefined ? hours : (hours % 12) + (meridiem === 'p' ? 12 : 0);
  return hour * 60 + mins;
}

/** Every range of hours typed in a text, in order. */
export function findTypedHours(text: string): TypedHours[] {
  if (!/\d/.test(text)) return [];
  return [...text.matchAll(RANGE)].map((match) => ({
    offset: match.index,
    written: match[0].replace(/[\u00A0\u202F\u2009]/g, ' '),
    opens: minutes(match.groups?.opens ?? ''),
    closes: minutes(match.groups?.closes ?? ''),
  }));
}

/** A clock of the facts ("09:00") in minutes after midnight. */
export const clockMinutes = (clock: string): number => minutes(clock);

/** Words that say a text is about when the firm is open. */
export const SPEAKS_OF_OPENING = /ouvert|ouverture|heures d[’']affaires|disponibles?\b|\bopen\b|\bhours\b/i;
