// When the editor says a publication is taking longer than usual: after twice the previous one's time, never before 6 minutes.
import { describe, expect, it } from 'vitest';
import { slowerThanUsual } from '../../src/editor/client/slow-publication.ts';

describe('a publication slower than usual', () => {
  it('is said after 6 minutes when no earlier publication was timed, and after twice the previous one’s time', () => {
    expect(slowerThanUsual(5 * 60, undefined)).toBe(false);
    expect(slowerThanUsual(6 * 60 + 1, undefined)).toBe(true);
    // The previous one took 4 min: 7 min is still within twice that.
    expect(slowerThanUsual(7 * 60, 4 * 60_000)).toBe(false);
    expect(slowerThanUsual(8 * 60 + 1, 4 * 60_000)).toBe(true);
    // A quick previous one never makes the warning come before 6 minutes.
    expect(slowerThanUsual(5 * 60, 60_000)).toBe(false);
  });
});
