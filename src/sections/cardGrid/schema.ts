// The `cardGrid` section type: a grid of cards (features, services, plans, contact details or benefits); its fields, documented in English and French, and its examples. No React here.
import { z } from 'zod';
import { say } from '../../content/messages.ts';
import { Card } from '../../content/schema/card.ts';
import { choices, doc } from '../../content/schema/doc.ts';
import { anchor, heading, intro, list, PriceTerms } from '../../content/schema/section-parts.ts';

export const CardGrid = z
  .strictObject({
    type: z.literal('cardGrid'),
    anchor,
    heading: heading.optional(),
    intro,
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)])
      .optional()
      .meta(
        doc(
          ['Columns', 'Colonnes'],
          'Cards per row on wide screens: 2, 3 (default) or 4. Phones always show one.',
          'Nombre de cartes par rangée sur grand écran : 2, 3 (par défaut) ou 4. Sur téléphone, il y en a toujours une seule.',
          { kind: 'choice' },
        ),
      ),
    variant: choices({
      feature: {
        en: 'an icon, a title and a short text on a white card (default)',
        fr: 'une icône, un titre et un court texte sur une carte blanche (par défaut)',
      },
      service: {
        en: 'services, each with the list of what it includes and a link',
        fr: 'des services, chacun avec la liste de ce qu’il comprend et un lien',
      },
      plan: {
        en: 'plans with their price, what they include and a full-width button',
        fr: 'des forfaits avec leur prix, ce qu’ils comprennent et un bouton pleine largeur',
      },
      info: {
        en: 'contact details, each with its link (e-mail, phone…)',
        fr: 'des coordonnées, chacune avec son lien (courriel, téléphone…)',
      },
      benefit: {
        en: 'small tinted tiles that list advantages',
        fr: 'de petites tuiles colorées qui présentent des avantages',
      },
    })
      .optional()
      .meta(doc(['Style', 'Style'], 'How the cards are drawn.', 'La présentation des cartes.')),
    cards: list(Card, 'card', 'une carte').meta(
      doc(['Cards', 'Cartes'], 'The cards, in reading order.', 'Les cartes, dans l’ordre de lecture.'),
    ),
    terms: PriceTerms.optional().meta(
      doc(
        ['Price terms', 'Conditions des prix'],
        'What the prices on the cards cover and exclude. Required as soon as one card shows a price; optional if a section higher on the page shows this price with its terms.',
        'Ce que les prix des cartes comprennent et excluent. Obligatoire dès qu’une carte affiche un prix; facultatif si une section plus haut sur la page montre ce prix avec ses conditions.',
      ),
    ),
  })
  // Cards that show prices without terms are found with the whole page in view (src/site/checks.ts): a section higher up may give them.
  .superRefine((grid, ctx) => {
    // A grid where some cards lead on and others do not reads as unfinished: every card has its link, or none does.
    // Contact details (variant info) are exempt: a phone or an address is shown as it is, a location has none.
    const linked = grid.cards.filter((card) => card.action !== undefined).length;
    if (grid.variant !== 'info' && linked > 0 && linked < grid.cards.length)
      grid.cards.forEach((card, index) => {
        if (card.action === undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['cards', index],
            message: say(
              `${linked} des ${grid.cards.length} cartes de cette grille ${linked === 1 ? 'a' : 'ont'} un lien, pas la carte « ${card.title.fr} » : ajoutez-lui un lien (action), ou retirez ceux des autres`,
              `${linked} of the ${grid.cards.length} cards of this grid ${linked === 1 ? 'has' : 'have'} a link, but not the card “${card.title.en}”: give it a link (action), or remove the others’`,
            ),
          });
      });
  })
  .meta({
    id: 'CardGridSection',
    title: 'cardGrid',
    ...doc(
      ['Cards', 'Cartes'],
      'A grid of cards: features, services, plans, contact details or benefits. With prices, say what they cover (“Price terms”), unless a section higher on the page says it.\n\nIn the file: with prices, `terms` is required unless a section higher on the page shows them with theirs.',
      'Une grille de cartes : caractéristiques, services, forfaits, coordonnées ou avantages. Avec des prix, dites ce qu’ils comprennent (« Conditions des prix »), sauf si une section plus haut sur la page le dit.\n\nDans le fichier : s’il y a des prix, `terms` est obligatoire, sauf si une section plus haut sur la page les montre avec leurs conditions.',
    ),
    // One example per variant, in the order of its choices: the gallery and the editor’s catalogue show each.
    examples: [
      {
        type: 'cardGrid',
        variant: 'feature',
        heading: { fr: 'Ce que nous faisons', en: 'What we do' },
        cards: [
          {
            icon: 'calculator',
            title: { fr: 'Tenue de livres', en: 'Bookkeeping' },
            text: { fr: 'Vos livres à jour chaque mois.', en: 'Your books up to date every month.' },
          },
          {
            icon: 'document',
            title: { fr: 'Déclarations de revenus', en: 'Tax returns' },
            text: { fr: 'Fédéral et Québec, préparées par un CPA.', en: 'Federal and Quebec, prepared by a CPA.' },
          },
        ],
      },
      {
        type: 'cardGrid',
        variant: 'service',
        heading: { fr: 'Nos services', en: 'Our services' },
        cards: [
          {
            icon: 'user',
            title: { fr: 'Impôts des particuliers', en: 'Personal taxes' },
            text: {
              fr: 'Vos déclarations fédérale et du Québec, préparées par un CPA.',
              en: 'Your federal and Quebec returns, prepared by a CPA.',
            },
            features: [{ fr: 'Crédits et déductions vérifiés', en: 'Credits and deductions checked' }],
            action: { label: { fr: 'Voir les tarifs', en: 'See pricing' }, page: 'pricing' },
          },
          {
            icon: 'building',
            title: { fr: 'Entreprises', en: 'Companies' },
            text: {
              fr: 'Tenue de livres, états financiers et impôts de votre société.',
              en: 'Bookkeeping, financial statements and corporate tax.',
            },
            features: [{ fr: 'Un seul comptable toute l’année', en: 'One accountant all year' }],
            action: { label: { fr: 'Voir les tarifs', en: 'See pricing' }, page: 'pricing' },
          },
        ],
      },
      {
        type: 'cardGrid',
        variant: 'plan',
        columns: 2,
        heading: { fr: 'Forfait entreprise', en: 'Company plan' },
        cards: [
          {
            icon: 'building',
            title: { fr: 'Société incorporée', en: 'Incorporated company' },
            price: 'companyPlan',
            features: [
              { fr: 'Tenue de livres mensuelle', en: 'Monthly bookkeeping' },
              { fr: 'États financiers annuels', en: 'Annual financial statements' },
            ],
            action: { label: { fr: 'Commencer', en: 'Get started' }, action: 'getStarted' },
            highlight: { fr: 'Le plus complet', en: 'Most complete' },
          },
        ],
        terms: {
          covers: {
            fr: 'La tenue de livres et les états financiers de l’exercice.',
            en: 'Bookkeeping and the year’s financial statements.',
          },
          excludes: {
            fr: 'Les frais gouvernementaux et les années antérieures.',
            en: 'Government fees and previous years.',
          },
        },
      },
      {
        type: 'cardGrid',
        variant: 'info',
        columns: 2,
        cards: [
          {
            icon: 'mail',
            title: { fr: 'Courriel', en: 'Email' },
            text: { fr: 'Écrivez-nous en tout temps.', en: 'Write to us any time.' },
            action: { action: 'email' },
          },
          {
            icon: 'phone',
            title: { fr: 'Téléphone', en: 'Phone' },
            text: { fr: 'Parlez à un membre de notre équipe.', en: 'Speak with a member of our team.' },
            action: { action: 'call', phone: 'general' },
          },
        ],
      },
      {
        type: 'cardGrid',
        variant: 'benefit',
        columns: 4,
        heading: { fr: 'Pourquoi nous choisir', en: 'Why choose us' },
        cards: [
          {
            icon: 'clock',
            title: { fr: 'Du temps retrouvé', en: 'Time back' },
            text: { fr: 'Vous vous concentrez sur vos clients.', en: 'You focus on your customers.' },
          },
          {
            icon: 'check',
            title: { fr: 'Des chiffres exacts', en: 'Accurate numbers' },
            text: { fr: 'Des comptes révisés par un CPA.', en: 'Accounts reviewed by a CPA.' },
          },
        ],
      },
    ],
  });
