// Reads a time of day as a marketer types it (8 h, 8h30, 8:00, 20 h 30, "09:00", 20) into the site's 24-hour HH:MM; null when it is not one.
export function readTime(typed: string): string | null {
  // An hour alone (« 20 ») is that hour sharp: what « 20 h » reads as, one keystroke before.
  const match = /^\s*["“«]?\s*(\d{1,2})\s*(?:(?:h|:)\s*(\d{2})?)?\s*["”»]?\s*$/i.exec(typed);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
