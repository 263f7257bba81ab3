// Where a publication sent is, in the marketer's terms (waiting, going live, slower than usual, live site down); no React, no page.
import type { LiveWatch } from '../contract.ts';

/**
 * The longest a publication usually takes from « Publier » to online, and its margin: trial 8's pipeline (a 2-core
 * machine) put the first publication of the day online after 6 min 10 s (content gate 370 s) and the next after 4 min 17 s
 * (gate 255 s). Under 8 minutes, with no earlier publication timed, nothing is « longer than usual » (the old 6-minute
 * floor said it at 6 min 9 s of a normal deploy).
 */
export const USUAL_FLOOR_SECONDS = 8 * 60;

/**
 * How long the live site may not answer while a new version is swapped in: trial 8's host stopped the old server, waited
 * 1 s and started the new one, up in 4.5 s here (`npx tsx src/cli/start.ts`); the editor asks every 10 s, so one question,
 * two at worst, falls in that gap. A minute is ten times the swap: unreachable that long is no swap.
 */
export const SWAP_SECONDS = 60;

/**
 * A publication still going online after twice the previous one's time, and never before 8 minutes: the marketer is
 * told it is longer than usual, and that there is nothing to do yet, well before the follow gives up.
 */
export function slowerThanUsual(elapsedSeconds: number, previousMs: number | undefined): boolean {
  return elapsedSeconds > Math.max(USUAL_FLOOR_SECONDS, ((previousMs ?? 0) / 1000) * 2);
}

/**
 * - `waiting`: sent, the checks and the deploy on their way (the usual time not past);
 * - `goingLive`: the live site does not answer while a publication is on its way: the host swapping in the new version;
 * - `slow`: past the usual time, the live site answering with an older version: nothing to do yet;
 * - `down`: past the usual time and the live site not answering for over a minute: someone must look;
 * - `live`, `late`: the server's own verdicts (online; still not online when the follow gave up).
 */
export type Phase = 'waiting' | 'goingLive' | 'slow' | 'down' | 'live' | 'late';

/** The phase of the followed publication at `now` (ms since the epoch, the page's clock). */
export function phaseOf(watch: LiveWatch, now: number): Phase {
  if (watch.state !== 'waiting') return watch.state;
  const past = slowerThanUsual(secondsBetween(watch.since, now), watch.previousMs);
  if (watch.reachable === false) {
    const downFor = watch.unreachableSince ? secondsBetween(watch.unreachableSince, now) : 0;
    return past && downFor >= SWAP_SECONDS ? 'down' : 'goingLive';
  }
  return past ? 'slow' : 'waiting';
}

/** Whole seconds from an ISO time to `now`, never negative (two clocks a little apart). */
export function secondsBetween(iso: string, now: number): number {
  return Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
}
