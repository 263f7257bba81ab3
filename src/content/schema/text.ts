// Text a visitor reads: always both languages, never empty.
import { z } from 'zod';
import { say } from '../messages.ts';
import { doc } from './doc.ts';

export { type Locale, locales } from '../locale.ts';

const filled = (langue: string, language: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? say(`le texte ${langue} manque`, `the ${language} text is missing`)
          : say(`le texte ${langue} doit être du texte`, `the ${language} text must be text`),
    })
    .regex(/\S/, say(`le texte ${langue} est vide`, `the ${language} text is empty`));

export const LocalizedText = z
  .strictObject({
    fr: filled('français', 'French').meta(
      doc(
        ['French', 'Français'],
        'French text, as Québec visitors read it.',
        'Texte français, tel que le lisent les visiteurs québécois.',
      ),
    ),
    en: filled('anglais', 'English').meta(doc(['English', 'Anglais'], 'English text.', 'Texte anglais.')),
    properNoun: z
      .literal(true)
      .optional()
      .meta(
        doc(
          ['Same in both languages', 'Identique dans les deux langues'],
          'Ticked when the French and English are the same on purpose, because the text is a name or a brand (QuickBooks). Otherwise the French text must differ from the English (Charter of the French language).\n\nIn the file: true.',
          'Coché quand le français et l’anglais sont identiques volontairement, parce que le texte est un nom ou une marque (QuickBooks). Sinon, le texte français doit être différent du texte anglais (Charte de la langue française).\n\nDans le fichier : true.',
          { kind: 'yesNo' },
        ),
      ),
  })
  .meta({
    id: 'LocalizedText',
    kind: 'text',
    title: 'Text in French and English',
    ...doc(
      ['Text', 'Texte'],
      'Text visitors read, written in French and in English: neither may be empty.',
      'Texte que lisent les visiteurs, écrit en français et en anglais : aucun des deux ne peut être vide.',
    ),
    examples: [{ fr: 'Prendre rendez-vous', en: 'Book a meeting' }],
  });
export type LocalizedText = z.infer<typeof LocalizedText>;

/** A URL path segment per language (article slugs may differ between languages). */
const slug = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    say(
      'employez des minuscules, des chiffres et des traits d’union simples (par exemple tax-reform)',
      'use lowercase letters, digits and single hyphens (for example tax-reform)',
    ),
  );
export const Slug = slug.meta({
  id: 'Slug',
  kind: 'slug',
  ...doc(
    ['Address slug', 'Segment d’adresse'],
    'Lowercase letters, digits and hyphens: tax-reform.',
    'Lettres minuscules, chiffres et traits d’union : tax-reform.',
  ),
});

export const LocalizedSlug = z
  .strictObject({
    fr: Slug.meta(
      doc(
        ['Page address (French)', 'Adresse de la page (français)'],
        'The end of the French address, in lowercase words joined by hyphens: date-limite-reer.',
        'La fin de l’adresse française, en mots minuscules reliés par des traits d’union : date-limite-reer.',
      ),
    ),
    en: Slug.meta(
      doc(
        ['Page address (English)', 'Adresse de la page (anglais)'],
        'The end of the English address, in lowercase words joined by hyphens: rrsp-deadline.',
        'La fin de l’adresse anglaise, en mots minuscules reliés par des traits d’union : rrsp-deadline.',
      ),
    ),
  })
  .meta({
    id: 'LocalizedSlug',
    ...doc(
      ['Page addresses', 'Adresses de la page'],
      'The page’s address in each language.',
      'L’adresse de la page, dans chaque langue.',
    ),
  });
