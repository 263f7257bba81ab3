// The `trustStrip` section type: a band of short reassurances with icons; its fields, documented in English and French, and its examples. No React here.
import { z } from 'zod';
import { doc } from '../../content/schema/doc.ts';
import { IconName } from '../../content/schema/icon.ts';
import { anchor, list } from '../../content/schema/section-parts.ts';
import { LocalizedText } from '../../content/schema/text.ts';

export const TrustItem = z
  .strictObject({
    icon: IconName,
    label: LocalizedText.meta(doc(['Words', 'Texte'], 'A few words.', 'Quelques mots.')),
    detail: LocalizedText.optional().meta(
      doc(
        ['Proof', 'Preuve'],
        'A smaller line under the words, with facts a visitor can check: {firm.cpaPermit}, {firm.neq}, {firm.founded}.',
        'Une ligne plus petite sous le texte, avec des faits qu’un visiteur peut vérifier : {firm.cpaPermit}, {firm.neq}, {firm.founded}.',
      ),
    ),
  })
  .meta({
    id: 'TrustItem',
    ...doc(['Reassurance', 'Argument'], 'An icon and a few words.', 'Une icône et quelques mots.'),
  });

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
