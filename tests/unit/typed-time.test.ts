// A time typed the Québec way or the clock's way is read as the site's HH:MM (trial 10: « 8 h » and « "08:00" » refused).
import { describe, expect, it } from 'vitest';
import { readTime } from '../../src/editor/typed-time.ts';

describe('readTime', () => {
  it('reads each way a marketer types a time', () => {
    const read = Object.fromEntries(
      ['8 h', '8h', '8 h 30', '8h30', '8:00', '08:00', '"08:00"', '20 h', '20:45', ' 9 H ', '20', '8'].map((typed) => [
        typed,
        readTime(typed),
      ]),
    );
    expect(read).toEqual({
      '8 h': '08:00',
      '8h': '08:00',
      '8 h 30': '08:30',
      '8h30': '08:30',
      '8:00': '08:00',
      '08:00': '08:00',
      '"08:00"': '08:00',
      '20 h': '20:00',
      '20:45': '20:45',
      ' 9 H ': '09:00',
      // An hour alone, as « 20 h » reads one keystroke before (trial 11: red while typing it).
      '20': '20:00',
      '8': '08:00',
    });
  });
  it('leaves what is not a time to the validator', () => {
    for (const typed of ['24:00', '8:60', 'huit heures', '25', '8 h 5', '']) expect(readTime(typed), typed).toBeNull();
  });
});
