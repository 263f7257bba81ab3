// The `contactForm` section type: the message form that opens the visitor’s e-mail program; its fields, documented in English and French, and its examples. No React here.
import { z } from 'zod';
import { LocalizedText } from '../../content/schema/text.ts';
import { doc } from '../../content/schema/doc.ts';
import { anchor, heading, intro } from '../../content/schema/section-parts.ts';

export const ContactForm = z
  .strictObject({
    type: z.literal('contactForm'),
    anchor,
    heading,
    intro,
    labels: z
      .strictObject({
        name: LocalizedText.meta(doc(['Name field label', 'Libellé du champ nom'], 'Label of the name field.', 'Libellé du champ de nom.')),
        email: LocalizedText.meta(doc(['E-mail field label', 'Libellé du champ courriel'], 'Label of the e-mail field.', 'Libellé du champ de courriel.')),
        subject: LocalizedText.meta(doc(['Subject field label', 'Libellé du champ objet'], 'Label of the subject field.', 'Libellé du champ d’objet.')),
        message: LocalizedText.meta(doc(['Message field label', 'Libellé du champ message'], 'Label of the message field.', 'Libellé du champ de message.')),
        submit: LocalizedText.meta(doc(['Send button', 'Bouton d’envoi'], 'Words on the submit button.', 'Texte du bouton d’envoi.')),
        required: LocalizedText.meta(doc(['Required marker', 'Mention « obligatoire »'], 'Explains the * of required fields.', 'Explique l’astérisque (*) des champs obligatoires.')),
      })
      .meta(doc(['Form labels', 'Libellés du formulaire'], 'Field labels, the submit button and the “required” marker.', 'Libellés des champs, bouton d’envoi et mention “obligatoire”.')),
    notice: LocalizedText.meta(doc(['Privacy notice', 'Avis sur les données'], 'What happens with the data: the form opens the visitor’s own e-mail program.', 'Ce qu’il advient des données : le formulaire ouvre le propre logiciel de courriel du visiteur.')),
  })
  .meta({
    id: 'ContactFormSection',
    title: 'contactForm',
    ...doc(['Contact form', 'Formulaire de contact'], 'A message form that opens the visitor’s e-mail program, addressed to contact.email. A link to the privacy page follows the notice.', 'Un formulaire de message qui ouvre le logiciel de courriel du visiteur, adressé à contact.email. Un lien vers la page de confidentialité suit l’avis.'),
    examples: [
      {
        type: 'contactForm',
        heading: { fr: 'Écrivez-nous', en: 'Write to us' },
        labels: { name: { fr: 'Nom', en: 'Name' }, email: { fr: 'Courriel', en: 'Email' }, subject: { fr: 'Objet', en: 'Subject' }, message: { fr: 'Votre message', en: 'Your message' }, submit: { fr: 'Préparer le courriel', en: 'Prepare the email' }, required: { fr: 'obligatoire', en: 'required' } },
        notice: { fr: 'Ce formulaire ouvre votre propre logiciel de courriel; rien n’est envoyé à notre site.', en: 'This form opens your own email program; nothing is sent to our site.' },
      },
    ],
  });
