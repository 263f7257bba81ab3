// A price as data: a number in CAD plus how it is charged; formatting happens per locale at render.
import { z } from 'zod';

export const PriceUnit = z
  .enum(['once', 'year', 'fiscalYear', 'month', 'hour'])
  .meta({ id: 'PriceUnit', description: 'How the amount is charged: once, year, fiscalYear, month or hour.' });

export const Price = z
  .strictObject({
    amount: z
      .number({ error: (issue) => (issue.input === undefined ? undefined : 'the amount must be a number, written without a $ sign (for example 3500)') })
      .finite()
      .nonnegative('an amount cannot be negative')
      .max(1_000_000, 'an amount above 1 000 000 $ is surely a typing error')
      .describe('Amount in Canadian dollars, as a plain number: 3500, not "3 500 $".'),
    unit: PriceUnit.optional().describe('How the amount is charged. Leave out for a one-off price without a unit.'),
    from: z.boolean().optional().describe('true shows "from" before the amount (starting price).'),
    orMore: z.boolean().optional().describe('true shows a + after the amount (150 $+): the price can be higher.'),
  })
  .meta({ id: 'Price', description: 'A price in CAD. Shown as 3 500 $ in French and $3,500 in English.', examples: [{ amount: 170 }, { amount: 3500, unit: 'fiscalYear' }] });
export type Price = z.infer<typeof Price>;
