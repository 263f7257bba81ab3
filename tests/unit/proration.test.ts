// The company plan's proration: months left in the fiscal year and the monthly amount quoted for them.
import { describe, expect, it } from 'vitest';
import { monthlyInstalment, monthsRemaining } from '../../src/content/proration.ts';

describe('monthsRemaining', () => {
  it('counts the start month and the year-end month', () => {
    expect(monthsRemaining(12, 6)).toBe(7); // June to December
    expect(monthsRemaining(12, 1)).toBe(12);
    expect(monthsRemaining(12, 12)).toBe(1);
  });

  it('wraps around a fiscal year that ends mid-calendar', () => {
    expect(monthsRemaining(3, 10)).toBe(6); // October to March
    expect(monthsRemaining(3, 4)).toBe(12); // April starts a new fiscal year
    expect(monthsRemaining(3, 3)).toBe(1);
  });

  it('is always between 1 and 12', () => {
    for (let end = 1; end <= 12; end++) for (let start = 1; start <= 12; start++) expect(monthsRemaining(end, start)).toBeGreaterThanOrEqual(1);
  });
});

describe('monthlyInstalment', () => {
  it('matches the examples quoted to clients: 500 $ × 7 and about 292 $ × 12 for 3 500 $', () => {
    expect(monthlyInstalment(3500, 7)).toBe(500);
    expect(monthlyInstalment(3500, 12)).toBe(292);
    expect(monthlyInstalment(3500, 1)).toBe(3500);
  });
});
