// The company plan's payments: the yearly rate spread over the months left in the fiscal year, then over twelve months.

/** Months left in the fiscal year when starting in `startMonth`, counting the start month (1 = January). */
export function monthsRemaining(yearEndMonth: number, startMonth: number): number {
  return ((yearEndMonth - startMonth + 12) % 12) + 1;
}

/** The monthly amount that pays the yearly rate over `months` months, rounded to the dollar as quoted. */
export function monthlyInstalment(annual: number, months: number): number {
  return Math.round(annual / months);
}

/** Whether the rounded monthly amount adds up to the yearly rate (500 $ × 7) or only about (292 $ × 12 = 3 504 $): then it is quoted as “about”. */
export function isExactInstalment(annual: number, months: number): boolean {
  return monthlyInstalment(annual, months) * months === annual;
}

export type PaymentMonth = { month: number; nextYear: boolean };

/** Every month with a payment, from the start month: the months left in this fiscal year, then the twelve of the next one (1 = January). */
export function paymentMonths(yearEndMonth: number, startMonth: number): PaymentMonth[] {
  const left = monthsRemaining(yearEndMonth, startMonth);
  return Array.from({ length: left + 12 }, (_, index) => ({
    month: ((startMonth - 1 + index) % 12) + 1,
    nextYear: index >= left,
  }));
}
