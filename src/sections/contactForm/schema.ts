// The `contactForm` section type: the message form that opens the visitor’s e-mail program; its fields, documented in English and French, and its examples. No React here.
import { z } from 'zod';
import { doc } from '../../content/schema/doc.ts';
import { anchor, heading, intro } from '../../content/schema/section-parts.ts';
import { LocalizedText } from '../../content/schema/text.ts';

export const ContactForm = z
  .strictObject({
    type: z.literal('contactForm'),
    anchor,
    heading,
    intro,
    labels: z
      .strictObject({
        name: LocalizedText.meta(
          doc(['Name field label', 'Libellé du champ nom'], 'Label of the name field.', 'Libellé du champ de nom.'),
        ),
        email: LocalizedText.meta(
          doc(
            ['E-mail field label', 'Libellé du champ courriel'],
            'Label of the e-mail field.',
            'Libellé du champ de courriel.',
          ),
        ),
        subject: LocalizedText.meta(
          doc(
            ['Subject field label', 'Libellé du champ objet'],
            'Label of the subject field.',
            'Libellé du champ d’objet.',
          ),
        ),
        message: LocalizedText.meta(
          doc(
            ['Message field label', 'Libellé du champ message'],
            'Label of the message field.',
            'Libellé du champ de message.',
          ),
        ),
        submit: LocalizedText.meta(
          doc(['Send button', 'Bouton d’envoi'], 'Words on the submit button.', 'Texte du bouton d’envoi.'),
        ),
        required: LocalizedText.meta(
          doc(
            ['Required marker', 'Mention « obligatoire »'],
            'Explains the * of required fields.',
            'Explique l’astérisque (*) des champs obligatoires.',
          ),
        ),
      })
      .meta(
        doc(
          ['Form labels', 'Libellés du formulaire'],
          'Field labels, the submit button and the “required” marker.',
          'Libellés des champs, bouton d’envoi et mention “obligatoire”.',
        ),
      ),
    errors: z
      .strictObject({
        name: LocalizedText.meta(
          doc(
            ['Name missing', 'Nom manquant'],
            'Said under the name when it is empty.',
            'Affiché sous le nom quand il est vide.',
          ),
        ),
        email: LocalizedText.meta(
          doc(
            ['E-mail missing or invalid', 'Courriel manquant ou invalide'],
            'Said under the e-mail when it is empty or not an address.',
            'Affiché sous le courriel quand il est vide ou n’est pas une adresse.',
          ),
        ),
        subject: LocalizedText.meta(
          doc(
            ['Subject missing', 'Objet manquant'],
            'Said under the subject when it is empty.',
            'Affiché sous l’objet quand il est vide.',
          ),
        ),
        message: LocalizedText.meta(
          doc(
            ['Message missing', 'Message manquant'],
            'Said under the message when it is empty.',
            'Affiché sous le message quand il est vide.',
          ),
        ),
      })
      .meta(
        doc(
          ['What is missing', 'Ce qui manque'],
          'Said under each field the visitor left empty or wrong, in the page’s language (the browser’s own bubble speaks its language).',
          'Affiché sous chaque champ laissé vide ou mal rempli, dans la langue de la page (la bulle du navigateur parle la sienne).',
        ),
      ),
    sent: z
      .strictObject({
        opened: LocalizedText.meta(
          doc(
            ['“Your e-mail program opens”', '« Votre logiciel de courriel s’ouvre »'],
            'Said once the visitor sends: their e-mail program opens with the message.',
            'Affiché à l’envoi : le logiciel de courriel du visiteur s’ouvre avec le message.',
          ),
        ),
        nothingOpened: LocalizedText.meta(
          doc(
            ['“Nothing opened?”', '« Rien ne s’est ouvert? »'],
            'Above the address and the message to copy, for a visitor with no e-mail program.',
            'Au-dessus de l’adresse et du message à copier, pour le visiteur qui n’a pas de logiciel de courriel.',
          ),
        ),
        copyAddress: LocalizedText.meta(
          doc(
            ['Copy address button', 'Bouton « Copier l’adresse »'],
            'Copies the firm’s e-mail address.',
            'Copie l’adresse courriel du cabinet.',
          ),
        ),
        copyMessage: LocalizedText.meta(
          doc(
            ['Copy message button', 'Bouton « Copier le message »'],
            'Copies the message as composed.',
            'Copie le message tel que composé.',
          ),
        ),
        copied: LocalizedText.meta(
          doc(['“Copied”', '« Copié »'], 'Said once a copy button has copied.', 'Affiché quand un bouton a copié.'),
        ),
        clear: LocalizedText.meta(
          doc(
            ['Clear form button', 'Bouton « Effacer le formulaire »'],
            'Empties the form once the message is sent.',
            'Vide le formulaire une fois le message envoyé.',
          ),
        ),
      })
      .meta(
        doc(
          ['After sending', 'Après l’envoi'],
          'What the page says once the visitor sends, and the address and message to copy when no e-mail program opened.',
          'Ce que la page affiche à l’envoi, et l’adresse et le message à copier quand aucun logiciel de courriel ne s’est ouvert.',
        ),
      ),
    notice: LocalizedText.meta(
      doc(
        ['Privacy notice', 'Avis sur les données'],
        'What happens with the data: the form opens the visitor’s own e-mail program.',
        'Ce qu’il advient des données : le formulaire ouvre le propre logiciel de courriel du visiteur.',
      ),
    ),
  })
  .meta({
    id: 'ContactFormSection',
    title: 'contactForm',
    ...doc(
      ['Contact form', 'Formulaire de contact'],
      'A message form that opens the visitor’s e-mail program, addressed to contact.email. A link to the privacy page follows the notice.',
      'Un formulaire de message qui ouvre le logiciel de courriel du visiteur, adressé à contact.email. Un lien vers la page de confidentialité suit l’avis.',
    ),
    examples: [
      {
        type: 'contactForm',
        heading: { fr: 'Écrivez-nous', en: 'Write to us' },
        labels: {
          name: { fr: 'Nom', en: 'Name' },
          email: { fr: 'Courriel', en: 'Email' },
          subject: { fr: 'Objet', en: 'Subject' },
          message: { fr: 'Votre message', en: 'Your message' },
          submit: { fr: 'Préparer le courriel', en: 'Prepare the email' },
          required: { fr: 'obligatoire', en: 'required' },
        },
        errors: {
          name: { fr: 'Indiquez votre nom.', en: 'Enter your name.' },
          email: {
            fr: 'Indiquez une adresse courriel valide, par exemple nom@exemple.com.',
            en: 'Enter a valid email address, such as name@example.com.',
          },
          subject: { fr: 'Indiquez l’objet de votre message.', en: 'Enter a subject.' },
          message: { fr: 'Écrivez votre message.', en: 'Write your message.' },
        },
        sent: {
          opened: {
            fr: 'Votre logiciel de courriel s’ouvre avec votre message.',
            en: 'Your email program opens with your message.',
          },
          nothingOpened: {
            fr: 'Rien ne s’est ouvert? Copiez notre adresse et votre message.',
            en: 'Nothing opened? Copy our address and your message.',
          },
          copyAddress: { fr: 'Copier l’adresse', en: 'Copy the address' },
          copyMessage: { fr: 'Copier le message', en: 'Copy the message' },
          copied: { fr: 'Copié', en: 'Copied' },
          clear: { fr: 'Effacer le formulaire', en: 'Clear the form' },
        },
        notice: {
          fr: 'Ce formulaire ouvre votre propre logiciel de courriel; rien n’est envoyé à notre site.',
          en: 'This form opens your own email program; nothing is sent to our site.',
        },
      },
    ],
  });
