// The `trustStrip` section type: a band of short reassurances with icons; its fields, documented in English and French, and its examples. No React here.
import { z } from 'zod';
import { doc } from '../../content/schema/doc.ts';
import { anchor, list } from '../../content/schema/section-parts.ts';
import { TrustItem } from '../../content/schema/trust-item.ts';

export const TrustStrip = z
  .strictObject({
    type: z.literal('trustStrip'),
    anchor,
    items: list(TrustItem, 'item', 'un élément').meta(
      doc(
        ['Reassurances', 'Arguments'],
        'The reassurances, left to right.',
        'Les messages rassurants, de gauche à droite.',
      ),
    ),
  })
  .meta({
    id: 'TrustStripSection',
    title: 'trustStrip',
    ...doc(
      ['Reassurance band', 'Bandeau d’arguments'],
      'A band of short reassurances with icons (open 7 days a week…).',
      'Une bande de courts messages rassurants avec icônes (ouvert 7 jours sur 7…).',
    ),
    examples: [
      {
        type: 'trustStrip',
        items: [
          { icon: 'clock', label: { fr: 'Ouvert 7 jours sur 7', en: 'Open 7 days a week' } },
          { icon: 'award', label: { fr: 'Membres de l’Ordre des CPA', en: 'Members of the CPA Order' } },
        ],
      },
    ],
  });
