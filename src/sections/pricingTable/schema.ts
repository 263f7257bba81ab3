// The `pricingTable` section type: a table of services with their price; its fields, documented in English and French, and its examples. No React here.
import { z } from 'zod';
import { doc } from '../../content/schema/doc.ts';
import { PriceRef } from '../../content/schema/money.ts';
import { anchor, heading, intro, list, terms } from '../../content/schema/section-parts.ts';
import { LocalizedText } from '../../content/schema/text.ts';

export const PricingRow = z
  .strictObject({
    service: LocalizedText.meta(doc(['Service', 'Service'], 'What is billed.', 'Ce qui est facturé.', { names: true })),
    price: PriceRef.meta(
      doc(
        ['Price', 'Prix'],
        'The name of the price in site.yaml facts.prices.',
        'Le nom du prix dans facts.prices de site.yaml.',
      ),
    ),
    description: LocalizedText.optional().meta(doc(['Detail', 'Détail'], 'Detail of the row.', 'Détail de la ligne.')),
  })
  .meta({ id: 'PricingRow' });

export const PricingTable = z
  .strictObject({
    type: z.literal('pricingTable'),
    anchor,
    heading,
    intro,
    columns: z
      .strictObject({
        service: LocalizedText.meta(
          doc(
            ['Service column header', 'En-tête de la colonne service'],
            'Header of the service column.',
            'En-tête de la colonne des services.',
          ),
        ),
        price: LocalizedText.meta(
          doc(
            ['Price column header', 'En-tête de la colonne prix'],
            'Header of the price column.',
            'En-tête de la colonne des prix.',
          ),
        ),
        description: LocalizedText.meta(
          doc(
            ['Detail column header', 'En-tête de la colonne détail'],
            'Header of the detail column.',
            'En-tête de la colonne des détails.',
          ),
        ),
      })
      .meta(
        doc(
          ['Column headers', 'En-têtes des colonnes'],
          'Column headers of the table.',
          'En-têtes des colonnes du tableau.',
        ),
      ),
    rows: list(PricingRow, 'row', 'une ligne').meta(
      doc(['Rows', 'Lignes'], 'One row per service.', 'Une ligne par service.'),
    ),
    terms,
    notes: z
      .array(LocalizedText)
      .optional()
      .meta(
        doc(['Notes', 'Notes'], 'Lines under the table (conditions).', 'Lignes sous le tableau (conditions).', {
          add: ['Add a note', 'Ajouter une note'],
        }),
      ),
  })
  .meta({
    id: 'PricingTableSection',
    title: 'pricingTable',
    ...doc(
      ['Price table', 'Tableau de prix'],
      'A table of services with their price. Amounts are shown with “taxes not included”; `terms` says what they cover and exclude.',
      'Un tableau de services avec leur prix. Les montants sont suivis de “taxes en sus”; `terms` précise ce qu’ils comprennent et excluent.',
    ),
    examples: [
      {
        type: 'pricingTable',
        heading: { fr: 'Services supplémentaires', en: 'Additional services' },
        columns: {
          service: { fr: 'Prestation', en: 'Service' },
          price: { fr: 'Prix', en: 'Price' },
          description: { fr: 'Détails', en: 'Details' },
        },
        rows: [
          {
            service: { fr: 'Service d’urgence le jour même', en: 'Same-day emergency service' },
            price: 'sameDayService',
            description: { fr: 'Par déclaration.', en: 'Per return.' },
          },
        ],
        terms: {
          covers: { fr: 'Préparation et transmission électronique.', en: 'Preparation and electronic filing.' },
          excludes: {
            fr: 'Frais gouvernementaux, pénalités et intérêts.',
            en: 'Government fees, penalties and interest.',
          },
        },
      },
    ],
  });
