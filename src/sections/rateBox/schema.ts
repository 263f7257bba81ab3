// The `rateBox` section type: an hourly rate with its minimum booking and what it includes; its fields, documented in English and French, and its examples. No React here.
import { z } from 'zod';
import { doc } from '../../content/schema/doc.ts';
import { Cta } from '../../content/schema/link.ts';
import { PriceRef } from '../../content/schema/money.ts';
import { anchor, heading, list, terms } from '../../content/schema/section-parts.ts';
import { LocalizedText } from '../../content/schema/text.ts';

export const RateBox = z
  .strictObject({
    type: z.literal('rateBox'),
    anchor,
    heading,
    price: PriceRef.meta(
      doc(
        ['Hourly rate', 'Taux horaire'],
        'The name of the hourly rate in site.yaml facts.prices; its minimumHours is shown under it.',
        'Le nom du taux horaire dans facts.prices de site.yaml; son minimumHours est affiché dessous.',
      ),
    ),
    inclusions: list(LocalizedText, 'inclusion', 'une inclusion').meta(
      doc(
        ['Included', 'Inclus'],
        'What the rate includes, as a checklist.',
        'Ce que comprend le taux, sous forme de liste avec crochets.',
      ),
    ),
    terms,
    action: Cta.optional().meta(doc(['Button', 'Bouton'], 'Button under the rate.', 'Bouton sous le taux.')),
  })
  .meta({
    id: 'RateBoxSection',
    title: 'rateBox',
    ...doc(
      ['Hourly rate', 'Taux horaire'],
      'An hourly rate with its minimum booking and what it includes.',
      'Un taux horaire, avec son minimum d’heures par réservation et ce qu’il comprend.',
    ),
    examples: [
      {
        type: 'rateBox',
        heading: { fr: 'Taux horaire', en: 'Hourly rate' },
        price: 'advisoryRate',
        inclusions: [{ fr: 'Rencontre avec un CPA', en: 'Meeting with a CPA' }],
        terms: {
          covers: { fr: 'Les heures de travail d’un CPA.', en: 'A CPA’s working hours.' },
          excludes: { fr: 'Les frais de tiers.', en: 'Third-party fees.' },
        },
      },
    ],
  });
