// The `faq` section type: questions and their answers; its fields, documented in English and French, and its examples. No React here.
import { z } from 'zod';
import { doc } from '../../content/schema/doc.ts';
import { anchor, heading, intro, list } from '../../content/schema/section-parts.ts';
import { LocalizedText } from '../../content/schema/text.ts';

export const Faq = z
  .strictObject({
    type: z.literal('faq'),
    anchor,
    heading,
    intro,
    items: list(
      z
        .strictObject({
          question: LocalizedText.meta(
            doc(
              ['Question', 'Question'],
              'The question, as a visitor would ask it.',
              'La question, telle qu’un visiteur la poserait.',
              { names: true },
            ),
          ),
          answer: LocalizedText.meta(
            doc(
              ['Answer', 'Réponse'],
              'The answer, shown when the question is opened.',
              'La réponse, affichée quand on ouvre la question.',
            ),
          ),
        })
        .meta({
          id: 'FaqItem',
          ...doc(['Question', 'Question'], 'One question and its answer.', 'Une question et sa réponse.'),
        }),
      'question',
      'une question',
    ).meta(doc(['Questions', 'Questions'], 'The questions, in order.', 'Les questions, dans l’ordre.')),
  })
  .meta({
    id: 'FaqSection',
    title: 'faq',
    ...doc(
      ['Questions and answers', 'Questions et réponses'],
      'Questions and answers; each answer opens under its question.',
      'Questions et réponses; chaque réponse s’ouvre sous sa question.',
    ),
    examples: [
      {
        type: 'faq',
        heading: { fr: 'Questions fréquentes', en: 'Frequently asked questions' },
        items: [
          {
            question: { fr: 'Travaillez-vous à distance?', en: 'Do you work remotely?' },
            answer: { fr: 'Oui, partout au Québec.', en: 'Yes, everywhere in Quebec.' },
          },
        ],
      },
    ],
  });
