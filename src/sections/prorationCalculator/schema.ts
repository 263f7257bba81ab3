// The `prorationCalculator` section type: the calculator of a first fiscal year’s monthly amount; its fields, documented in English and French, and its examples. No React here.
import { z } from 'zod';
import { doc, kind } from '../../content/schema/doc.ts';
import { PriceRef } from '../../content/schema/money.ts';
import { anchor, heading, intro, terms } from '../../content/schema/section-parts.ts';
import { LocalizedText } from '../../content/schema/text.ts';

export const ProrationCalculator = z
  .strictObject({
    type: z.literal('prorationCalculator'),
    anchor,
    heading,
    intro,
    annual: PriceRef.meta(
      doc(
        ['Yearly rate', 'Tarif annuel'],
        'The name of the yearly rate in site.yaml facts.prices, spread over the months left in the fiscal year.',
        'Le nom du tarif annuel dans facts.prices de site.yaml, réparti sur les mois qui restent à l’exercice financier.',
      ),
    ),
    terms,
    examples: z
      .array(z.number().int().min(1).max(12).meta(kind('number')))
      .optional()
      .meta(
        doc(
          ['Worked examples', 'Exemples'],
          'Worked examples, as numbers of months remaining (7, 12): each shows the monthly amount and the total.',
          'Exemples chiffrés, en nombre de mois restants (7, 12) : chacun montre le montant mensuel et le total.',
        ),
      ),
    labels: z
      .strictObject({
        yearEnd: LocalizedText.meta(
          doc(
            ['Year-end picker label', 'Libellé « fin d’exercice »'],
            'Label of the “fiscal year ends in” month picker.',
            'Libellé du sélecteur de mois “votre exercice se termine en”.',
          ),
        ),
        start: LocalizedText.meta(
          doc(
            ['Start picker label', 'Libellé « début »'],
            'Label of the “you start in” month picker.',
            'Libellé du sélecteur de mois “vous commencez en”.',
          ),
        ),
        monthsRemaining: LocalizedText.meta(
          doc(
            ['Months remaining line', 'Ligne des mois restants'],
            'Result line; {months} is replaced by the number of months.',
            'Ligne de résultat; {months} est remplacé par le nombre de mois.',
            { fills: ['months', 'monthly', 'total'] },
          ),
        ),
        monthly: LocalizedText.meta(
          doc(
            ['Monthly line', 'Ligne mensuelle'],
            'Result line; {monthly}, {months} and {total} are replaced; {months|month|months} picks the word that agrees with the number.',
            'Ligne de résultat; {monthly}, {months} et {total} sont remplacés; {months|month|months} choisit le mot qui s’accorde avec le nombre.',
            { fills: ['months', 'monthly', 'total'] },
          ),
        ),
        following: LocalizedText.meta(
          doc(
            ['Following years line', 'Ligne des années suivantes'],
            'Line about the next years; {monthly} (the yearly rate over 12 months) and {total} are replaced.',
            'Ligne sur les années suivantes; {monthly} (le tarif annuel réparti sur 12 mois) et {total} sont remplacés.',
            { fills: ['months', 'monthly', 'total'] },
          ),
        ),
        lastMonth: LocalizedText.meta(
          doc(
            ['Last-month note', 'Note « dernier mois »'],
            'Said when the visitor starts in the month their fiscal year ends, so the first year is paid in one instalment; {yearEnd} (the month), {monthly} and {total} are replaced.',
            'Affiché quand le visiteur commence le mois où se termine son exercice : la première année est alors payée en un seul versement; {yearEnd} (le mois), {monthly} et {total} sont remplacés.',
            { fills: ['months', 'monthly', 'total', 'yearEnd'] },
          ),
        ),
        example: LocalizedText.meta(
          doc(
            ['Example line', 'Ligne d’exemple'],
            'One worked example; {monthly}, {months} and {total} are replaced.',
            'Un exemple de calcul; {monthly}, {months} et {total} sont remplacés.',
            { fills: ['months', 'monthly', 'total'] },
          ),
        ),
        examplesHeading: LocalizedText.meta(
          doc(
            ['Examples heading', 'Titre des exemples'],
            'Heading above the worked examples.',
            'Titre au-dessus des exemples de calcul.',
          ),
        ),
        chartThisYear: LocalizedText.meta(
          doc(
            ['This year legend', 'Légende « cette année »'],
            'Legend of the chart’s bars for the months left in this fiscal year.',
            'Légende des barres du graphique pour les mois qui restent à cet exercice.',
          ),
        ),
        chartNextYear: LocalizedText.meta(
          doc(
            ['Next year legend', 'Légende « l’an prochain »'],
            'Legend of the chart’s bars for the next fiscal year.',
            'Légende des barres du graphique pour l’exercice suivant.',
          ),
        ),
      })
      .meta(
        doc(
          ['Calculator texts', 'Textes du calculateur'],
          'Texts of the calculator. Amounts are filled in, formatted for the language.',
          'Textes du calculateur. Les montants sont insérés automatiquement, mis en forme selon la langue.',
        ),
      ),
  })
  .meta({
    id: 'ProrationCalculatorSection',
    title: 'prorationCalculator',
    ...doc(
      ['Monthly payment calculator', 'Calculateur de mensualités'],
      'Lets a visitor pick the month their fiscal year ends and the month they start, and shows the months remaining and the monthly amount of the yearly rate.',
      'Permet au visiteur de choisir le mois de fin de son exercice financier et son mois de début, puis affiche les mois restants et le montant mensuel du tarif annuel.',
    ),
    examples: [
      {
        type: 'prorationCalculator',
        heading: { fr: 'Calculez votre première année', en: 'Work out your first year' },
        annual: 'companyPlan',
        examples: [7],
        terms: {
          covers: {
            fr: 'La tenue de livres et les états financiers de l’exercice.',
            en: 'Bookkeeping and the year’s financial statements.',
          },
          excludes: { fr: 'Les années antérieures.', en: 'Previous years.' },
        },
        labels: {
          yearEnd: { fr: 'Votre exercice se termine en', en: 'Your fiscal year ends in' },
          start: { fr: 'Vous commencez en', en: 'You start in' },
          monthsRemaining: { fr: '{months} mois restants', en: '{months} months remaining' },
          monthly: {
            fr: '{monthly} par mois pendant {months} mois : {total}',
            en: '{monthly} a month for {months} {months|month|months}: {total}',
          },
          following: {
            fr: 'Ensuite, {monthly} par mois ({total} par année).',
            en: 'Then {monthly} a month ({total} a year).',
          },
          lastMonth: {
            fr: 'Votre exercice se termine en {yearEnd}, le mois où vous commencez : ce premier exercice se paie donc en un seul versement de {total}.',
            en: 'Your fiscal year ends in {yearEnd}, the month you start: this first year is paid in a single instalment of {total}.',
          },
          example: {
            fr: '{months} mois : {monthly} par mois, {total} au total',
            en: '{months} months: {monthly} a month, {total} in all',
          },
          examplesHeading: { fr: 'Exemples', en: 'Examples' },
          chartThisYear: { fr: 'Cet exercice', en: 'This fiscal year' },
          chartNextYear: { fr: 'Exercice suivant', en: 'Next fiscal year' },
        },
      },
    ],
  });
