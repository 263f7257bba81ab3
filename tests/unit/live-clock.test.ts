// When the editor's bar says a publication went online: a time of day, with its day once it is not today.
import { describe, expect, it } from 'vitest';
import { clock } from '../../src/editor/client/LiveStatus.tsx';

describe('the time a publication went online', () => {
  it('is a time of day today, and names its day on another day', () => {
    const now = new Date();
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 9, 5).toISOString();
    const before = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 2, 23, 23).toISOString();
    expect(clock(today, 'fr').replace(/\s/g, ' ')).toBe('9 h 05');
    expect(clock(before, 'fr').replace(/\s/g, ' ')).toMatch(/^\d{1,2} [a-zéû]+\.?, 23 h 23$/);
    expect(clock(before, 'en').replace(/\s/g, ' ')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 11:23 p\.m\.$/);
  });
});
