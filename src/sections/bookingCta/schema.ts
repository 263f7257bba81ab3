// The `bookingCta` section type: the closing banner that invites the visitor to book, call or get started; its fields, documented in English and French, and its examples. No React here.
import { z } from 'zod';
import { say } from '../../content/messages.ts';
import { doc } from '../../content/schema/doc.ts';
import { Cta } from '../../content/schema/link.ts';
import { anchor, heading, list } from '../../content/schema/section-parts.ts';
import { LocalizedText } from '../../content/schema/text.ts';

/** A closing banner's buttons lead somewhere (no back); the first is filled, the second outlined. */
const notBack = { not: { required: ['action'], properties: { action: { const: 'back' } } } };
const leads = { allOf: [notBack, { not: { required: ['style'], properties: { style: { const: 'secondary' } } } }] };
const follows = { allOf: [notBack, { required: ['style'], properties: { style: { const: 'secondary' } } }] };

export const BookingCta = z
  .strictObject({
    type: z.literal('bookingCta'),
    anchor,
    heading,
    text: LocalizedText.optional().meta(doc(['Text', 'Texte'], 'Sentence under the heading.', 'Phrase sous le titre.')),
    actions: list(Cta, 'button', 'un bouton')
      .max(2, say('au plus deux boutons', 'at most two buttons'))
      .meta({
        ...doc(
          ['Buttons', 'Boutons'],
          'One or two buttons (to book, to get started, to call…): the first filled, the second outlined.',
          'Un ou deux boutons (réserver, commencer, appeler…) : le premier plein, le second en contour.',
        ),
        // JSON Schema mirror of the refinement below, so the editor flags the same buttons (one tuple per length).
        anyOf: [
          { prefixItems: [leads], minItems: 1, maxItems: 1 },
          { prefixItems: [leads, follows], minItems: 2, maxItems: 2 },
        ],
      }),
  })
  .superRefine((banner, ctx) => {
    // Every page ends the same way: one filled button leads, a second one, if any, is outlined; and each says where it
    // goes (a « Retour » at the end of a page names no place, and leaves the visitor where they came from).
    banner.actions.forEach((action, index) => {
      const where = ['actions', index];
      if (action.action === 'back')
        ctx.addIssue({
          code: 'custom',
          path: [...where, 'action'],
          message: say(
            'un bandeau de fin invite à aller quelque part : au lieu de action: back, nommez la page (page: pricing) et dites-la dans le libellé (« Voir tous nos tarifs »)',
            'a closing banner invites the visitor somewhere: instead of action: back, name the page (page: pricing) and say it in the label (“See all our pricing”)',
          ),
        });
      if (index === 0 && action.style === 'secondary')
        ctx.addIssue({
          code: 'custom',
          path: [...where, 'style'],
          message: say(
            'le premier bouton est l’appel principal : retirez style: secondary (il est plein par défaut)',
            'the first button is the main call: remove style: secondary (it is filled by default)',
          ),
        });
      if (index === 1 && action.style !== 'secondary')
        ctx.addIssue({
          code: 'custom',
          path: where,
          message: say(
            'deux boutons pleins se font concurrence : donnez style: secondary au second',
            'two filled buttons compete: give the second one style: secondary',
          ),
        });
    });
  })
  .meta({
    id: 'BookingCtaSection',
    title: 'bookingCta',
    ...doc(
      ['Booking banner', 'Bandeau de réservation'],
      'A closing banner inviting the visitor to book, call or get started.',
      'Une bannière de fin qui invite le visiteur à prendre rendez-vous, à appeler ou à commencer.',
    ),
    examples: [
      {
        type: 'bookingCta',
        heading: { fr: 'Parlons de votre situation', en: 'Let’s talk about your situation' },
        actions: [
          { label: { fr: 'Consultation gratuite', en: 'Free consultation' }, action: 'booking' },
          { action: 'call', phone: 'general', style: 'secondary' },
        ],
      },
    ],
  });
