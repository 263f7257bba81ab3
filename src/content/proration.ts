// The company plan's proration: the yearly rate spread over the months left in the fiscal year.

/** Months left in the fiscal year when starting in `startMonth`, counting the start month (1 = January). */
export function monthsRemaining(yearEndMonth: number, startMonth: number): number {
  return ((yearEndMonth - startMonth + 12) % 12) + 1;
}

/** The monthly amount that pays the yearly rate over `months` months, rounded to the dollar as quoted. */
export function monthlyInstalment(annual: number, months: number): number {
  return Math.round(annual / months);
}
