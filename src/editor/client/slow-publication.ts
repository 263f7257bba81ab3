// When the editor says a publication is taking longer than usual to go online; no React, no page.
/**
 * A publication still going online after twice the previous one's time, and never before 6 minutes (a content check
 * takes 2 to 4): the marketer is told it is longer than usual, and whom to warn, well before the follow gives up.
 */
export function slowerThanUsual(elapsedSeconds: number, previousMs: number | undefined): boolean {
  return elapsedSeconds > Math.max(6 * 60, ((previousMs ?? 0) / 1000) * 2);
}
