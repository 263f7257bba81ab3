// Where a publication sent is, as the editor's bar says it: a live site briefly down while the host swaps versions is going live, not a problem; « longer than usual » only past the usual time.
import { describe, expect, it } from 'vitest';
import { type Phase, phaseOf, slowerThanUsual } from '../../src/editor/client/slow-publication.ts';
import type { LiveWatch } from '../../src/editor/contract.ts';

const NOW = Date.parse('2026-11-26T07:20:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();
const min = 60;

/** A publication sent `sent` seconds ago, as the editor's server follows it. */
function sentAgo(sent: number, more: Partial<LiveWatch> = {}): LiveWatch {
  return {
    commit: 'b4b3741',
    full: 'b4b37416e55ff27925af8eebbfd3e6b3bfe9042a',
    liveUrl: 'https://cabinet.example',
    since: ago(sent),
    state: 'waiting',
    reachable: true,
    online: '7725a2f',
    requests: Math.round(sent / 10),
    every: 10_000,
    limit: 15 * 60_000,
    pages: [],
    ...more,
  };
}

describe('a publication slower than usual', () => {
  it('is said after 8 minutes when no earlier publication was timed, and after twice the previous one’s time', () => {
    // Trial 8: the first publication of the day went online after 6 min 10 s, a normal deploy on a 2-core machine.
    expect(slowerThanUsual(6 * min + 9, undefined)).toBe(false);
    expect(slowerThanUsual(8 * min, undefined)).toBe(false);
    expect(slowerThanUsual(8 * min + 1, undefined)).toBe(true);
    // The previous one took 4 min 17 s: 8 min 30 s is still within twice that.
    expect(slowerThanUsual(8 * min + 30, 257_000)).toBe(false);
    expect(slowerThanUsual(8 * min + 35, 257_000)).toBe(true);
    // A quick previous one never makes the warning come before 8 minutes.
    expect(slowerThanUsual(7 * min, 60_000)).toBe(false);
  });
});

describe('the phase of a publication on its way', () => {
  it('says each case as the marketer should hear it', () => {
    const cases: [string, LiveWatch, Phase][] = [
      ['sent, first answer not in yet', sentAgo(5, { reachable: null, online: null }), 'waiting'],
      ['3 min in, the old version still online', sentAgo(3 * min), 'waiting'],
      ['trial 8: 6 min 9 s into a normal first deploy', sentAgo(6 * min + 9), 'waiting'],
      [
        'trial 8: the host swapping versions at 4 min (down for 5 s)',
        sentAgo(4 * min, { reachable: false, unreachableSince: ago(5), problem: 'fetch failed' }),
        'goingLive',
      ],
      [
        'a site down from the start, still within the usual time',
        sentAgo(7 * min, { reachable: false, unreachableSince: ago(7 * min) }),
        'goingLive',
      ],
      [
        'a slow deploy swapping versions at 9 min (down for 10 s)',
        sentAgo(9 * min, { reachable: false, unreachableSince: ago(10) }),
        'goingLive',
      ],
      ['9 min in, the old version still online', sentAgo(9 * min), 'slow'],
      ['the previous one took 4 min 17 s; 9 min in', sentAgo(9 * min, { previousMs: 257_000 }), 'slow'],
      [
        '10 min in, the live site not answering for 2 min',
        sentAgo(10 * min, { reachable: false, unreachableSince: ago(2 * min) }),
        'down',
      ],
      [
        'hours later, the live site not answering for a minute',
        sentAgo(3 * 60 * min, { reachable: false, unreachableSince: ago(61) }),
        'down',
      ],
      ['online', sentAgo(5 * min, { state: 'live', liveAt: ago(10) }), 'live'],
      ['not online when the follow gave up', sentAgo(16 * min, { state: 'late' }), 'late'],
    ];
    for (const [name, watch, phase] of cases) expect(phaseOf(watch, NOW), name).toBe(phase);
  });
});
