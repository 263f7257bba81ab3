// The `privacyContact` section type: the person in charge of personal information and how to reach them; its fields, documented in English and French, and its examples. No React here.
import { z } from 'zod';
import { doc } from '../../content/schema/doc.ts';
import { anchor, heading, intro } from '../../content/schema/section-parts.ts';

export const PrivacyContact = z
  .strictObject({
    type: z.literal('privacyContact'),
    anchor,
    heading,
    intro,
  })
  .meta({
    id: 'PrivacyContactSection',
    title: 'privacyContact',
    ...doc(
      ['Privacy contact', 'Coordonnées de confidentialité'],
      'The person in charge of the protection of personal information (Law 25) and how to reach them, as written in site.yaml privacy.officer.',
      'La personne responsable de la protection des renseignements personnels (Loi 25) et ses coordonnées, telles qu’inscrites dans site.yaml privacy.officer.',
    ),
    examples: [
      {
        type: 'privacyContact',
        heading: { fr: 'Pour nous joindre', en: 'How to reach us' },
        intro: {
          fr: 'Écrivez à notre responsable pour consulter ou corriger vos renseignements.',
          en: 'Write to our officer to see or correct your information.',
        },
      },
    ],
  });
