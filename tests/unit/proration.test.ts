// The company plan's payments: months left in the fiscal year, the monthly amount quoted for them and when it is only “about”.
import { describe, expect, it } from 'vitest';
import { isExactInstalment, monthlyInstalment, monthsRemaining, paymentMonths } from '../../src/content/proration.ts';

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
    for (let end = 1; end <= 12; end++)
      for (let start = 1; start <= 12; start++) expect(monthsRemaining(end, start)).toBeGreaterThanOrEqual(1);
  });
});

describe('monthlyInstalment', () => {
  it('matches the examples quoted to clients: 500 $ × 7 and about 292 $ × 12 for 3 500 $', () => {
    expect(monthlyInstalment(3500, 7)).toBe(500);
    expect(monthlyInstalment(3500, 12)).toBe(292);
    expect(monthlyInstalment(3500, 1)).toBe(3500);
  });
});

describe('isExactInstalment', () => {
  it('is true only when the rounded monthly amount adds up to the yearly rate', () => {
    expect(isExactInstalment(3500, 7)).toBe(true); // 500 × 7
    expect(isExactInstalment(3500, 12)).toBe(false); // 292 × 12 = 3 504: quoted as “about”
    expect(isExactInstalment(3600, 12)).toBe(true);
    for (let months = 1; months <= 12; months++)
      expect(isExactInstalment(3500, months)).toBe(monthlyInstalment(3500, months) * months === 3500);
  });
});

describe('paymentMonths', () => {
  it('lists the months left in this fiscal year, then the twelve of the next', () => {
    const months = paymentMonths(12, 6);
    expect(months.filter((month) => !month.nextYear).map((month) => month.month)).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(months.filter((month) => month.nextYear).map((month) => month.month)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it('follows a fiscal year that ends mid-calendar', () => {
    const months = paymentMonths(3, 10);
    expect(months.filter((month) => !month.nextYear).map((month) => month.month)).toEqual([10, 11, 12, 1, 2, 3]);
    expect(months.find((month) => month.nextYear)?.month).toBe(4);
    for (let end = 1; end <= 12; end++)
      for (let start = 1; start <= 12; start++)
        expect(paymentMonths(end, start).filter((month) => month.nextYear)).toHaveLength(12);
  });
});
