// The building blocks every section type shares: its anchor, heading and intro, a list of at least one item, and the terms of its prices.
import { z } from 'zod';
import { say } from '../messages.ts';
import { addOne, doc } from './doc.ts';
import { LocalizedText } from './text.ts';

export const heading = LocalizedText.meta(
  doc(['Heading', 'Titre'], 'Heading of the section.', 'Titre de la section.', { names: true }),
);
export const intro = LocalizedText.optional().meta(
  doc(['Introduction', 'Introduction'], 'A short paragraph under the heading.', 'Un court paragraphe sous le titre.'),
);
/** The words before an article's reviewer (« révisé par »), on its page and on the blog list's cards. */
export const reviewerByline = LocalizedText.optional().meta(
  doc(
    ['“Reviewed by” words', 'Mots « révisé par »'],
    'Words before the name of the article’s reviewer (reviewer:), after its author: révisé par / reviewed by. Without them, the reviewer is not shown.',
    'Mots placés avant le nom de la personne qui a révisé l’article (reviewer:), après son auteur : révisé par / reviewed by. Sans eux, le réviseur n’est pas affiché.',
  ),
);
export const anchor = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]*$/,
    say(
      'une ancre s’écrit en minuscules, chiffres et traits d’union',
      'an anchor uses lowercase letters, digits and hyphens',
    ),
  )
  .optional()
  .meta(
    doc(
      ['Anchor (#)', 'Ancre (#)'],
      'Optional id so a link can point at this section (#anchor).',
      'Identifiant facultatif qui permet à un lien de mener à cette section (#anchor).',
      { kind: 'id' },
    ),
  );
/**
 * Price advertising (CPA code of ethics, Consumer Protection Act): no bare price; say what it covers and what it does not.
 * Its kind (`terms`) is how the page check finds the field of a section that shows prices (src/site/checks.ts).
 */
export const PriceTerms = z
  .strictObject({
    covers: LocalizedText.meta(
      doc(
        ['What the price covers', 'Ce que le prix comprend'],
        'What the price covers, in one or two sentences (preparation and filing of the returns…).',
        'Ce que le prix comprend, en une ou deux phrases (préparation et transmission des déclarations…).',
      ),
    ),
    excludes: LocalizedText.meta(
      doc(
        ['What the price excludes', 'Ce que le prix exclut'],
        'What the price does not cover (government fees, penalties, previous years…).',
        'Ce que le prix ne comprend pas (frais gouvernementaux, pénalités, années antérieures…).',
      ),
    ),
  })
  .meta({
    id: 'PriceTerms',
    kind: 'terms',
    ...doc(
      ['Price terms', 'Conditions des prix'],
      'What the prices of the section cover and exclude, shown under them. Required wherever a price is shown (price advertising rules); optional if a section higher on the page shows this price with its terms.',
      'Ce que les prix de la section comprennent et excluent, affiché sous ceux-ci. Obligatoire partout où un prix est affiché (règles sur la publicité des prix); facultatif si une section plus haut sur la page montre ce prix avec ses conditions.',
    ),
    examples: [
      {
        covers: {
          fr: 'Préparation et transmission électronique de vos déclarations fédérale et provinciale.',
          en: 'Preparation and electronic filing of your federal and Quebec returns.',
        },
        excludes: {
          fr: 'Frais gouvernementaux, pénalités et intérêts.',
          en: 'Government fees, penalties and interest.',
        },
      },
    ],
  });
export type PriceTerms = z.infer<typeof PriceTerms>;
/** The terms of a section that shows prices: required unless a section higher on the page already shows them with theirs (checked for the whole page). */
export const terms = PriceTerms.optional().meta(
  doc(
    ['Price terms', 'Conditions des prix'],
    'What the prices cover and exclude (no bare price). Optional if a section higher on the page shows this price with its terms.',
    'Ce que les prix comprennent et excluent (aucun prix sans précisions). Facultatif si une section plus haut sur la page montre ce prix avec ses conditions.',
  ),
);

/** A list of at least one item; its add button reads “Add a question” / « Ajouter une question ». */
export const list = <Item extends z.ZodType>(item: Item, what: string, quoi: string) => {
  const [add, addFr] = addOne(what, quoi);
  return z
    .array(item)
    .min(1, say(`ajoutez au moins ${quoi}`, `add at least one ${what}`))
    .meta({ add, addFr });
};
