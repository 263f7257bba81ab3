// The `testimonials` section type: clients' own words, each with their name, who they are and the date they agreed to be quoted; its fields, documented in English and French, and its examples. No React here.
import { z } from 'zod';
import { say } from '../../content/messages.ts';
import { doc, kind } from '../../content/schema/doc.ts';
import { anchor, heading, intro, list } from '../../content/schema/section-parts.ts';
import { LocalizedText } from '../../content/schema/text.ts';

/** A day as written in YAML, 2026-05-04; a consent is given on a day that has come. */
const consentDay = z
  .string()
  .regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
    say('écrivez la date sous la forme AAAA-MM-JJ (2026-05-04)', 'write the date as YYYY-MM-DD'),
  )
  .meta(kind('date'));

export const Testimonial = z
  .strictObject({
    quote: LocalizedText.meta(
      doc(
        ['Client’s words', 'Mots du client'],
        'What the client said or wrote, word for word, in their language; the other language is a faithful translation. Never invented or reworded to sound better.',
        'Ce que le client a dit ou écrit, mot pour mot, dans sa langue; l’autre langue en est une traduction fidèle. Jamais inventé ni embelli.',
      ),
    ),
    name: z
      .string()
      .regex(/\S/)
      .meta(
        doc(
          ['Name', 'Nom'],
          'The client’s name as they agreed to show it (Marie L., Boulangerie Tremblay).',
          'Le nom du client tel qu’il a accepté de l’afficher (Marie L., Boulangerie Tremblay).',
          { kind: 'plainText', names: true },
        ),
      ),
    role: LocalizedText.meta(
      doc(
        ['Who they are', 'Qui est-ce'],
        'A few words on the client: self-employed graphic designer, restaurant owner.',
        'Quelques mots sur le client : graphiste autonome, propriétaire de restaurant.',
      ),
    ),
    consentDate: consentDay.meta(
      doc(
        ['Consent date', 'Date du consentement'],
        'The day the client agreed in writing to be quoted on the site, YYYY-MM-DD (keep the written consent). Required: no consent, no testimonial.',
        'Le jour où le client a accepté par écrit d’être cité sur le site, AAAA-MM-JJ (conservez ce consentement écrit). Obligatoire : sans consentement, pas de témoignage.',
      ),
    ),
  })
  .meta({
    id: 'Testimonial',
    ...doc(
      ['Testimonial', 'Témoignage'],
      'One client’s words, with their name and consent.',
      'Les mots d’un client, avec son nom et son consentement.',
    ),
  });

export const Testimonials = z
  .strictObject({
    type: z.literal('testimonials'),
    anchor,
    heading: heading.optional(),
    intro,
    items: list(Testimonial, 'testimonial', 'un témoignage').meta(
      doc(
        ['Testimonials', 'Témoignages'],
        'Real clients’ words, in reading order. Only words a client really said, with their written consent.',
        'Les mots de vrais clients, dans l’ordre de lecture. Seulement des mots qu’un client a vraiment dits, avec son consentement écrit.',
      ),
    ),
  })
  .superRefine((section, ctx) => {
    // A consent is given before it is shown: a date to come is a typing mistake, or a consent not yet given.
    const today = new Date().toISOString().slice(0, 10);
    section.items.forEach((item, index) => {
      if (item.consentDate > today)
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'consentDate'],
          message: say(
            `la date du consentement (${item.consentDate}) n’est pas encore arrivée : un témoignage s’affiche seulement une fois le consentement donné`,
            `the consent date (${item.consentDate}) has not come yet: a testimonial is shown only once consent is given`,
          ),
        });
    });
  })
  .meta({
    id: 'TestimonialsSection',
    title: 'testimonials',
    ...doc(
      ['Testimonials', 'Témoignages'],
      'Clients’ own words, with their name and the date they agreed to be quoted. Only real words: never invented ones.',
      'Les mots de clients, avec leur nom et la date où ils ont accepté d’être cités. Seulement de vrais mots : jamais de témoignage inventé.',
    ),
    // The example shows how a testimonial reads in the gallery and the editor; it is marked as an example, not a client.
    examples: [
      {
        type: 'testimonials',
        heading: { fr: 'Ce que nos clients en disent', en: 'What our clients say' },
        items: [
          {
            quote: {
              fr: 'Exemple : les mots exacts d’un client, avec sa permission écrite.',
              en: 'Example: a client’s exact words, with their written permission.',
            },
            name: 'Exemple',
            role: { fr: 'Travailleuse autonome', en: 'Self-employed' },
            consentDate: '2026-01-15',
          },
          {
            quote: {
              fr: 'Exemple : un deuxième témoignage, traduit fidèlement dans l’autre langue.',
              en: 'Example: a second testimonial, faithfully translated into the other language.',
            },
            name: 'Exemple',
            role: { fr: 'Propriétaire d’entreprise', en: 'Business owner' },
            consentDate: '2026-02-03',
          },
        ],
      },
    ],
  });
