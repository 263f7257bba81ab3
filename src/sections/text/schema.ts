// The `text` section type: a heading, paragraphs and bullets, plain or framed; its fields, documented in English and French, and its examples. No React here.
import { z } from 'zod';
import { choices, doc } from '../../content/schema/doc.ts';
import { Cta } from '../../content/schema/link.ts';
import { anchor, heading } from '../../content/schema/section-parts.ts';
import { LocalizedText } from '../../content/schema/text.ts';

export const Text = z
  .strictObject({
    type: z.literal('text'),
    anchor,
    heading: heading.optional(),
    paragraphs: z
      .array(LocalizedText)
      .optional()
      .meta(
        doc(['Paragraphs', 'Paragraphes'], 'Paragraphs, in order.', 'Paragraphes, dans l’ordre.', {
          add: ['Add a paragraph', 'Ajouter un paragraphe'],
        }),
      ),
    bullets: z
      .array(LocalizedText)
      .optional()
      .meta(
        doc(
          ['Bullet list', 'Liste à puces'],
          'A bullet list after the paragraphs. A bullet that opens with a short label and a colon (“Dedicated expertise: …”) shows the label in bold.',
          'Une liste à puces après les paragraphes. Une puce qui commence par un court libellé suivi d’un deux-points (« Expertise dédiée : … ») affiche ce libellé en gras.',
          { add: ['Add a bullet', 'Ajouter une puce'] },
        ),
      ),
    list: choices({
      checks: { en: 'check marks (default)', fr: 'coches (par défaut)' },
      steps: { en: 'numbered steps, in order', fr: 'étapes numérotées, dans l’ordre' },
    })
      .optional()
      .meta(
        doc(
          ['List style', 'Style de la liste'],
          'How the bullets are marked: check marks for points, numbers for steps a visitor goes through in order.',
          'Comment les puces sont marquées : des coches pour des points, des numéros pour des étapes à suivre dans l’ordre.',
        ),
      ),
    variant: choices({
      plain: { en: 'ordinary text (default)', fr: 'texte ordinaire (par défaut)' },
      callout: { en: 'a framed box for important information', fr: 'un encadré pour les renseignements importants' },
    })
      .optional()
      .meta(doc(['Frame', 'Encadré'], 'How the text is framed.', 'La présentation du texte.')),
    action: Cta.optional(),
  })
  .meta({
    id: 'TextSection',
    title: 'text',
    ...doc(
      ['Text', 'Texte'],
      'Heading, paragraphs and bullets: explanations, philosophy, important information.',
      'Titre, paragraphes et puces : explications, philosophie, renseignements importants.',
    ),
    // One example per variant, in the order of its choices: the gallery and the editor’s catalogue show each.
    examples: [
      {
        type: 'text',
        variant: 'plain',
        heading: { fr: 'Notre approche', en: 'Our approach' },
        paragraphs: [{ fr: 'Un seul comptable vous suit toute l’année.', en: 'One accountant follows you all year.' }],
        bullets: [{ fr: 'Prix annoncés d’avance', en: 'Prices announced up front' }],
      },
      {
        type: 'text',
        variant: 'callout',
        heading: { fr: 'À retenir', en: 'Keep in mind' },
        paragraphs: [
          {
            fr: 'Les frais gouvernementaux ne sont pas compris dans nos prix.',
            en: 'Government fees are not included in our prices.',
          },
        ],
      },
    ],
  });
