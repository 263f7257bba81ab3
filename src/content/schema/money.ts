// Prices as data: the firm's prices are named facts in site.yaml, and sections name the fact they show.
import { z } from 'zod';
import { say } from '../messages.ts';
import { choices, doc } from './doc.ts';
import { LocalizedText } from './text.ts';

export const PriceUnit = choices({
  once: { en: 'once', fr: 'une fois' },
  year: { en: 'per year', fr: 'par année' },
  fiscalYear: { en: 'per fiscal year', fr: 'par exercice' },
  month: { en: 'per month', fr: 'par mois' },
  hour: { en: 'per hour', fr: 'de l’heure' },
}).meta({
  id: 'PriceUnit',
  ...doc(['Billed per', 'Facturé par'], 'How the amount is charged.', 'Mode de facturation du montant.'),
});

export const FactName = z
  .string()
  .regex(
    /^[a-z][a-zA-Z0-9]*$/,
    say(
      'un nom de fait est un seul mot en camelCase, par exemple companyPlan',
      'a fact name is one word in camelCase, such as companyPlan',
    ),
  )
  .meta({
    id: 'FactName',
    kind: 'price',
    ...doc(
      ['Price', 'Prix'],
      'The name of a price in site.yaml `facts.prices`, such as companyPlan.',
      'Le nom d’un prix de `facts.prices` dans site.yaml, par exemple companyPlan.',
    ),
  });

const amount = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? undefined
        : issue.input === null
          ? // Emptied in the editor (trial 15 read « sans le signe $ » under a box she had only emptied).
            say(
              'le montant est vide : écrivez-le en chiffres, ou retirez ce champ si le prix additionne d’autres prix',
              'the amount is empty: write it in digits, or remove this field if the price adds up other prices',
            )
          : typeof issue.input === 'string' && /^\d{1,3}([ ,.\u00a0]\d{3})+$/.test(issue.input.trim())
            ? say(
                'écrivez le montant sans séparateur : 3900, et non 3,900 ou 3 900',
                'write the amount without separators: 3900, not 3,900 or 3 900',
              )
            : say(
                'le montant doit être un nombre, écrit sans le signe $ (par exemple 3500)',
                'the amount must be a number, written without a $ sign (for example 3500)',
              ),
  })
  .finite()
  .nonnegative(say('un montant ne peut pas être négatif', 'an amount cannot be negative'))
  .max(
    1_000_000,
    say(
      'un montant de plus de 1 000 000 $ est sûrement une faute de frappe',
      'an amount above 1 000 000 $ is surely a typing error',
    ),
  );

/** One price of the firm, written once; `sum` adds other prices so a package total is computed, never typed. */
export const PriceFact = z
  .strictObject({
    amount: amount
      .optional()
      .meta(
        doc(
          ['Amount ($)', 'Montant ($)'],
          'The price in Canadian dollars, in digits (for example 3900). Every page showing this price changes with it. Leave it empty when the price adds up other prices.',
          'Le prix en dollars canadiens, en chiffres (par exemple 3900). Toutes les pages qui affichent ce prix changent avec lui. Laissez vide quand le prix additionne d’autres prix.',
          { kind: 'money' },
        ),
      ),
    name: LocalizedText.optional().meta(
      doc(
        ['Name', 'Nom'],
        'What the editor calls this price, in plain words (a price shown on a card is otherwise named by its card).',
        'Comment l’éditeur nomme ce prix, en mots simples (un prix affiché sur une carte porte sinon le nom de sa carte).',
        { names: true },
      ),
    ),
    sum: z
      .array(FactName)
      .min(2, say('une somme additionne au moins deux prix', 'a sum adds at least two prices'))
      .optional()
      .meta(
        doc(
          ['Sum of prices', 'Somme de prix'],
          'For a package instead of an amount: the prices it adds up; its total is computed.',
          'Pour un forfait, au lieu d’un montant : les prix qu’il additionne; son total est calculé.',
          { add: ['Add a price', 'Ajouter un prix'] },
        ),
      ),
    unit: PriceUnit.optional().meta(
      doc(
        ['Billed per', 'Facturé par'],
        'How the amount is charged. Leave out for a one-off price without a unit.',
        'Mode de facturation du montant. À omettre pour un prix unique sans unité.',
      ),
    ),
    from: z
      .boolean()
      .optional()
      .meta(
        doc(
          ['Show “from”', 'Afficher « à partir de »'],
          'Ticked, “from” shows before the amount: the price can be higher.\n\nIn the file: true.',
          'Coché, « à partir de » s’affiche devant le montant : le prix peut être plus élevé.\n\nDans le fichier : true.',
          { kind: 'yesNo' },
        ),
      ),
    minimumHours: z
      .number()
      .int()
      .positive()
      .optional()
      .meta(
        doc(
          ['Minimum hours', 'Minimum d’heures'],
          'For an hourly rate: the minimum number of hours per booking.',
          'Pour un taux horaire : le nombre minimal d’heures par réservation.',
          { kind: 'number' },
        ),
      ),
  })
  .superRefine((fact, ctx) => {
    if ((fact.amount === undefined) === (fact.sum === undefined))
      ctx.addIssue({
        code: 'custom',
        message:
          fact.amount === undefined
            ? say(
                // Named by the form's labels, the file's keys after: trial 13 read « amount: 3500 » as her new price undone.
                'ce prix n’a plus de montant : écrivez-le dans « Montant ($) » (amount), ou, pour un forfait, choisissez les prix qu’il additionne dans « Somme de prix » (sum)',
                'this price has no amount any more: write it in “Amount ($)” (amount), or, for a package, choose the prices it adds up in “Sum of prices” (sum)',
              )
            : say(
                'un prix a soit un montant (amount), soit une somme d’autres prix (sum), pas les deux',
                'a price has either an amount or a sum of other prices, not both',
              ),
      });
  })
  .meta({
    id: 'PriceFact',
    ...doc(
      ['Price', 'Prix'],
      'A price of the firm in CAD, shown the French way in French and the English way in English. Pages name it; it is written only here.',
      'Un prix du cabinet en dollars canadiens, affiché à la française en français et à l’anglaise en anglais. Les pages le nomment; il n’est écrit qu’ici.',
    ),
    oneOf: [
      { required: ['amount'], not: { required: ['sum'] } },
      { required: ['sum'], not: { required: ['amount'] } },
    ],
    examples: [
      { amount: 170 },
      { amount: 3500, unit: 'fiscalYear' },
      { sum: ['selfEmployedBasic', 'selfEmployedBookkeeping'], unit: 'year' },
    ],
  });
export type PriceFact = z.infer<typeof PriceFact>;

/** Where a section shows a price: the name of a price in site.yaml, or the name plus “from”. */
export const PriceRef = z
  .union(
    [
      FactName,
      z
        .strictObject({
          fact: FactName.meta(
            doc(
              ['Price', 'Prix'],
              'The name of the price in site.yaml facts.prices.',
              'Le nom du prix dans facts.prices de site.yaml.',
            ),
          ),
          from: z
            .literal(true)
            .meta(
              doc(
                ['Show “from”', 'Afficher « à partir de »'],
                'Ticked, “from” shows before the amount here.\n\nIn the file: true.',
                'Coché, « à partir de » s’affiche devant le montant à cet endroit.\n\nDans le fichier : true.',
                { kind: 'yesNo' },
              ),
            ),
        })
        .meta({
          id: 'PriceRefFrom',
          ...doc(
            ['Starting price', 'Prix de départ'],
            'A price named in site.yaml, shown with “from”.',
            'Un prix nommé dans site.yaml, affiché avec « à partir de ».',
          ),
        }),
    ],
    {
      error: (issue) =>
        issue.input === undefined
          ? undefined
          : say(
              'nommez un prix de facts.prices dans site.yaml (price: companyPlan) : les montants ne s’écrivent qu’à cet endroit, une seule fois',
              'name a price of site.yaml facts.prices (price: companyPlan): amounts are written only there, once',
            ),
    },
  )
  .meta({
    id: 'PriceRef',
    kind: 'price',
    ...doc(
      ['Price', 'Prix'],
      'The name of a price in site.yaml facts.prices (companyPlan), or { fact: name, from: true } to show it as a starting price.',
      'Le nom d’un prix de facts.prices dans site.yaml (companyPlan), ou { fact: nom, from: true } pour l’afficher comme prix de départ.',
    ),
    examples: ['companyPlan', { fact: 'rideSharePackage', from: true }],
  });
export type PriceRef = z.infer<typeof PriceRef>;

/** A price as a visitor sees it, once its name is looked up. */
export type Price = { amount: number; unit?: z.infer<typeof PriceUnit>; from?: boolean; minimumHours?: number };
