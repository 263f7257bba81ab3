// The `bookingCta` section type: the closing banner that invites the visitor to book, call or get started; its fields, documented in English and French, and its examples. No React here.
import { z } from 'zod';
import { say } from '../../content/messages.ts';
import { doc } from '../../content/schema/doc.ts';
import { Cta } from '../../content/schema/link.ts';
import { anchor, heading, list } from '../../content/schema/section-parts.ts';
import { LocalizedText } from '../../content/schema/text.ts';

export const BookingCta = z
  .strictObject({
    type: z.literal('bookingCta'),
    anchor,
    heading,
    text: LocalizedText.optional().meta(doc(['Text', 'Texte'], 'Sentence under the heading.', 'Phrase sous le titre.')),
    actions: list(Cta, 'button', 'un bouton')
      .max(2, say('au plus deux boutons', 'at most two buttons'))
      .meta(
        doc(
          ['Buttons', 'Boutons'],
          'One or two buttons (booking, getStarted, call…).',
          'Un ou deux boutons (booking, getStarted, call…).',
        ),
      ),
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
