// Prices as data: the firm's prices are named facts in site.yaml, and sections name the fact they show.
import { z } from 'zod';
import { say } from '../messages.ts';

export const PriceUnit = z
  .enum(['once', 'year', 'fiscalYear', 'month', 'hour'])
  .meta({ id: 'PriceUnit', description: 'How the amount is charged: once, year, fiscalYear, month or hour.' });

export const FactName = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]*$/, say('un nom de fait est un seul mot en camelCase, par exemple companyPlan', 'a fact name is one word in camelCase, such as companyPlan'))
  .meta({ id: 'FactName', description: 'The name of a price in site.yaml `facts.prices`, such as companyPlan.' });

const amount = z
  .number({ error: (issue) => (issue.input === undefined ? undefined : typeof issue.input === 'string' && /^\d{1,3}([ ,.\u00a0]\d{3})+$/.test(issue.input.trim()) ? say('écrivez le montant sans séparateur : 3900, et non 3,900 ou 3 900', 'write the amount without separators: 3900, not 3,900 or 3 900') : say('le montant doit être un nombre, écrit sans le signe $ (par exemple 3500)', 'the amount must be a number, written without a $ sign (for example 3500)')) })
  .finite()
  .nonnegative(say('un montant ne peut pas être négatif', 'an amount cannot be negative'))
  .max(1_000_000, say('un montant de plus de 1 000 000 $ est sûrement une faute de frappe', 'an amount above 1 000 000 $ is surely a typing error'));

/** One price of the firm, written once; `sum` adds other prices so a package total is computed, never typed. */
export const PriceFact = z
  .strictObject({
    amount: amount.optional().describe('Amount in Canadian dollars, as a plain number: 3500, not "3 500 $". Give amount or sum.'),
    sum: z.array(FactName).min(2, say('une somme additionne au moins deux prix', 'a sum adds at least two prices')).optional().describe('Instead of amount: the names of the prices this one adds up (a package = its parts).'),
    unit: PriceUnit.optional().describe('How the amount is charged. Leave out for a one-off price without a unit.'),
    from: z.boolean().optional().describe('true shows “from” before the amount: the price can be higher.'),
    minimumHours: z.number().int().positive().optional().describe('For an hourly rate: the minimum number of hours per booking.'),
  })
  .superRefine((fact, ctx) => {
    if ((fact.amount === undefined) === (fact.sum === undefined)) ctx.addIssue({ code: 'custom', message: fact.amount === undefined ? say('donnez au prix un montant (amount: 3500) ou les prix qu’il additionne (sum: [a, b])', 'give the price an amount (amount: 3500) or the prices it adds up (sum: [a, b])') : say('indiquez amount ou sum, pas les deux', 'give amount or sum, not both') });
  })
  .meta({
    id: 'PriceFact',
    description: 'A price of the firm in CAD, shown as 3 500 $ in French and $3,500 in English. Pages name it; it is written only here.',
    oneOf: [{ required: ['amount'], not: { required: ['sum'] } }, { required: ['sum'], not: { required: ['amount'] } }],
    examples: [{ amount: 170 }, { amount: 3500, unit: 'fiscalYear' }, { sum: ['selfEmployedBasic', 'selfEmployedBookkeeping'], unit: 'year' }],
  });
export type PriceFact = z.infer<typeof PriceFact>;

/** Where a section shows a price: the name of a price in site.yaml, or the name plus “from”. */
export const PriceRef = z
  .union([
    FactName,
    z.strictObject({ fact: FactName.describe('The name of the price in site.yaml facts.prices.'), from: z.literal(true).describe('true shows “from” before the amount here.') }).meta({ id: 'PriceRefFrom', description: 'A price named in site.yaml, shown with “from”.' }),
  ], { error: (issue) => (issue.input === undefined ? undefined : say('nommez un prix de facts.prices dans site.yaml (price: companyPlan) : les montants ne s’écrivent qu’à cet endroit, une seule fois', 'name a price of site.yaml facts.prices (price: companyPlan): amounts are written only there, once')) })
  .meta({ id: 'PriceRef', description: 'The name of a price in site.yaml facts.prices (companyPlan), or { fact: name, from: true } to show it as a starting price.', examples: ['companyPlan', { fact: 'rideSharePackage', from: true }] });
export type PriceRef = z.infer<typeof PriceRef>;

/** A price as a visitor sees it, once its name is looked up. */
export type Price = { amount: number; unit?: z.infer<typeof PriceUnit>; from?: boolean; minimumHours?: number };
