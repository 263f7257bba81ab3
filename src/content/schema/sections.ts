// Every section type a page can list, one zod schema each; `type` picks the component that draws it.
import { z } from 'zod';
import { LocalizedText } from './text.ts';
import { PriceRef } from './money.ts';
import { Cta, PersonId } from './link.ts';
import { IconName, iconNames } from './icon.ts';
import { say } from '../messages.ts';
import { choices, doc } from './doc.ts';

const heading = LocalizedText.meta(doc('Heading of the section.', 'Titre de la section.'));
const intro = LocalizedText.optional().meta(doc('A short paragraph under the heading.', 'Un court paragraphe sous le titre.'));
const anchor = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, say('une ancre s’écrit en minuscules, chiffres et traits d’union', 'an anchor uses lowercase letters, digits and hyphens'))
  .optional()
  .meta(doc('Optional id so a link can point at this section (#anchor).', 'Identifiant facultatif qui permet à un lien de mener à cette section (#anchor).'));
/** Price advertising (CPA code of ethics, Consumer Protection Act): no bare price; say what it covers and what it does not. */
export const PriceTerms = z
  .strictObject(
    {
      covers: LocalizedText.meta(doc('What the price covers, in one or two sentences (preparation and filing of the returns…).', 'Ce que le prix comprend, en une ou deux phrases (préparation et transmission des déclarations…).')),
      excludes: LocalizedText.meta(doc('What the price does not cover (government fees, penalties, previous years…).', 'Ce que le prix ne comprend pas (frais gouvernementaux, pénalités, années antérieures…).')),
    },
    { error: (issue) => (issue.input === undefined ? say('un prix doit dire ce qu’il comprend et exclut : ajoutez terms avec covers et excludes', 'a price must say what it covers and excludes: add terms with covers and excludes') : undefined) },
  )
  .meta({
    id: 'PriceTerms',
    ...doc('What the prices of the section cover and exclude, shown under them. Required wherever a price is shown (price advertising rules).', 'Ce que les prix de la section comprennent et excluent, affiché sous ceux-ci. Obligatoire partout où un prix est affiché (règles sur la publicité des prix).'),
    examples: [{ covers: { fr: 'Préparation et transmission électronique de vos déclarations fédérale et provinciale.', en: 'Preparation and electronic filing of your federal and Quebec returns.' }, excludes: { fr: 'Frais gouvernementaux, pénalités et intérêts.', en: 'Government fees, penalties and interest.' } }],
  });
export type PriceTerms = z.infer<typeof PriceTerms>;
const terms = PriceTerms.meta(doc('What the prices cover and exclude (required: no bare price).', 'Ce que les prix comprennent et excluent (obligatoire : aucun prix sans précisions).'));

const list = <Item extends z.ZodType>(item: Item, what: string, quoi: string) => z.array(item).min(1, say(`ajoutez au moins ${quoi}`, `add at least one ${what}`));

export const Hero = z
  .strictObject({
    type: z.literal('hero'),
    anchor,
    eyebrow: LocalizedText.optional().meta(doc('Small line above the title.', 'Petite ligne au-dessus du titre.')),
    title: LocalizedText.meta(doc('The page’s main heading (h1). One per page.', 'Le titre principal de la page (h1). Un seul par page.')),
    subtitle: LocalizedText.optional().meta(doc('Sentence under the title.', 'Phrase sous le titre.')),
    actions: z.array(Cta).max(2, say('une bannière hero contient au plus deux boutons', 'a hero holds at most two buttons')).optional().meta(doc('Up to two buttons.', 'Jusqu’à deux boutons.')),
    variant: choices({
      home: { en: 'tall banner, for the home page', fr: 'grande bannière, pour la page d’accueil' },
      page: { en: 'compact banner (default)', fr: 'bannière compacte (par défaut)' },
    })
      .optional()
      .meta(doc('Height of the banner.', 'Hauteur de la bannière.')),
    visual: z
      .enum(['portal', ...iconNames])
      .optional()
      .meta(doc('Drawing on the right of the banner on wide screens: portal (the client portal and its mobile app) or the name of an icon, drawn on a document.', 'Dessin à droite de la bannière sur grand écran : portal (le portail client et son application mobile) ou le nom d’une icône, dessinée sur un document.')),
    trust: z.boolean().optional().meta(doc('true shows the firm’s credentials (site.yaml trust) under the buttons.', 'true affiche les gages de confiance du cabinet (trust de site.yaml) sous les boutons.')),
  })
  .meta({
    id: 'HeroSection',
    title: 'hero',
    ...doc('The banner at the top of a page, with the page’s main heading (h1).', 'La bannière en haut d’une page, avec le titre principal de la page (h1).'),
    examples: [{ type: 'hero', title: { fr: 'Votre comptable en ligne', en: 'Your online accountant' }, subtitle: { fr: 'Une équipe dirigée par un CPA, qui répond sept jours sur sept.', en: 'A CPA-led team that answers seven days a week.' }, actions: [{ label: { fr: 'Prendre rendez-vous', en: 'Book a meeting' }, action: 'booking' }], visual: 'calculator', trust: true }],
  });

export const Card = z
  .strictObject({
    icon: IconName.optional().meta(doc('Icon shown above the title.', 'Icône affichée au-dessus du titre.')),
    title: LocalizedText.meta(doc('Title of the card.', 'Titre de la carte.')),
    text: LocalizedText.optional().meta(doc('Paragraph under the title.', 'Paragraphe sous le titre.')),
    price: PriceRef.optional().meta(doc('Price shown on the card: the name of a price in site.yaml facts.prices.', 'Prix affiché sur la carte : le nom d’un prix de facts.prices dans site.yaml.')),
    priceNote: LocalizedText.optional().meta(doc('Line under the price (for example what it covers).', 'Ligne sous le prix (par exemple ce qu’il comprend).')),
    features: z.array(LocalizedText).optional().meta(doc('Bullet list of what is included.', 'Liste à puces de ce qui est inclus.')),
    action: Cta.optional().meta(doc('At the bottom of the card: a full-width button on plan cards, a link on the others.', 'Au bas de la carte : un bouton pleine largeur sur les cartes de forfait, un lien sur les autres.')),
    highlight: LocalizedText.optional().meta(doc('A few words that make this card stand out and say why (“Le plus complet”). Leave out for no highlight.', 'Quelques mots qui mettent cette carte en évidence et disent pourquoi (« Le plus complet »). À omettre pour ne rien mettre en évidence.')),
  })
  .meta({ id: 'Card', ...doc('One card of a card grid.', 'Une carte d’une grille de cartes.') });

export const CardGrid = z
  .strictObject({
    type: z.literal('cardGrid'),
    anchor,
    heading: heading.optional(),
    intro,
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional().meta(doc('Cards per row on wide screens: 2, 3 (default) or 4. Phones always show one.', 'Nombre de cartes par rangée sur grand écran : 2, 3 (par défaut) ou 4. Sur téléphone, il y en a toujours une seule.')),
    variant: choices({
      feature: { en: 'an icon, a title and a short text on a white card (default)', fr: 'une icône, un titre et un court texte sur une carte blanche (par défaut)' },
      service: { en: 'services, each with the list of what it includes and a link', fr: 'des services, chacun avec la liste de ce qu’il comprend et un lien' },
      plan: { en: 'plans with their price, what they include and a full-width button', fr: 'des forfaits avec leur prix, ce qu’ils comprennent et un bouton pleine largeur' },
      info: { en: 'contact details, each with its link (e-mail, phone…)', fr: 'des coordonnées, chacune avec son lien (courriel, téléphone…)' },
      benefit: { en: 'small tinted tiles that list advantages', fr: 'de petites tuiles colorées qui présentent des avantages' },
    })
      .optional()
      .meta(doc('How the cards are drawn.', 'La présentation des cartes.')),
    cards: list(Card, 'card', 'une carte').meta(doc('The cards, in reading order.', 'Les cartes, dans l’ordre de lecture.')),
    terms: PriceTerms.optional().meta(doc('What the prices on the cards cover and exclude. Required as soon as one card shows a price.', 'Ce que les prix des cartes comprennent et excluent. Obligatoire dès qu’une carte affiche un prix.')),
  })
  .superRefine((grid, ctx) => {
    if (grid.terms === undefined && grid.cards.some((card) => card.price !== undefined))
      ctx.addIssue({ code: 'custom', path: ['terms'], message: say('ces cartes affichent des prix : dites ce qu’ils comprennent et excluent avec terms: { covers: …, excludes: … }', 'these cards show prices: say what they cover and exclude with terms: { covers: …, excludes: … }') });
  })
  .meta({
    id: 'CardGridSection',
    title: 'cardGrid',
    ...doc('A grid of cards: features, services, plans, contact details or benefits. With prices, `terms` is required.', 'Une grille de cartes : caractéristiques, services, forfaits, coordonnées ou avantages. S’il y a des prix, `terms` est obligatoire.'),
    // JSON Schema mirror of the refinement above, so the editor asks for terms as soon as a card has a price.
    if: { required: ['cards'], properties: { cards: { contains: { required: ['price'] } } } },
    then: { required: ['terms'] },
    examples: [
      {
        type: 'cardGrid',
        heading: { fr: 'Nos services', en: 'Our services' },
        cards: [
          { icon: 'calculator', title: { fr: 'Tenue de livres', en: 'Bookkeeping' }, text: { fr: 'Vos livres à jour chaque mois.', en: 'Your books up to date every month.' } },
          { icon: 'document', title: { fr: 'Déclarations de revenus', en: 'Tax returns' }, text: { fr: 'Fédéral et Québec, préparées par un CPA.', en: 'Federal and Quebec, prepared by a CPA.' } },
        ],
      },
    ],
  });

export const PricingRow = z
  .strictObject({
    service: LocalizedText.meta(doc('What is billed.', 'Ce qui est facturé.')),
    price: PriceRef.meta(doc('The name of the price in site.yaml facts.prices.', 'Le nom du prix dans facts.prices de site.yaml.')),
    description: LocalizedText.optional().meta(doc('Detail of the row.', 'Détail de la ligne.')),
  })
  .meta({ id: 'PricingRow' });

export const PricingTable = z
  .strictObject({
    type: z.literal('pricingTable'),
    anchor,
    heading,
    intro,
    columns: z
      .strictObject({
        service: LocalizedText.meta(doc('Header of the service column.', 'En-tête de la colonne des services.')),
        price: LocalizedText.meta(doc('Header of the price column.', 'En-tête de la colonne des prix.')),
        description: LocalizedText.meta(doc('Header of the detail column.', 'En-tête de la colonne des détails.')),
      })
      .meta(doc('Column headers of the table.', 'En-têtes des colonnes du tableau.')),
    rows: list(PricingRow, 'row', 'une ligne').meta(doc('One row per service.', 'Une ligne par service.')),
    terms,
    notes: z.array(LocalizedText).optional().meta(doc('Lines under the table (conditions).', 'Lignes sous le tableau (conditions).')),
  })
  .meta({
    id: 'PricingTableSection',
    title: 'pricingTable',
    ...doc('A table of services with their price. Amounts are shown with “taxes not included”; `terms` says what they cover and exclude.', 'Un tableau de services avec leur prix. Les montants sont suivis de “taxes en sus”; `terms` précise ce qu’ils comprennent et excluent.'),
    examples: [
      {
        type: 'pricingTable',
        heading: { fr: 'Services supplémentaires', en: 'Additional services' },
        columns: { service: { fr: 'Prestation', en: 'Service' }, price: { fr: 'Prix', en: 'Price' }, description: { fr: 'Détails', en: 'Details' } },
        rows: [{ service: { fr: 'Service d’urgence le jour même', en: 'Same-day emergency service' }, price: 'sameDayService', description: { fr: 'Par déclaration.', en: 'Per return.' } }],
        terms: { covers: { fr: 'Préparation et transmission électronique.', en: 'Preparation and electronic filing.' }, excludes: { fr: 'Frais gouvernementaux, pénalités et intérêts.', en: 'Government fees, penalties and interest.' } },
      },
    ],
  });

export const Faq = z
  .strictObject({
    type: z.literal('faq'),
    anchor,
    heading,
    intro,
    items: list(
      z.strictObject({ question: LocalizedText.meta(doc('The question, as a visitor would ask it.', 'La question, telle qu’un visiteur la poserait.')), answer: LocalizedText.meta(doc('The answer, shown when the question is opened.', 'La réponse, affichée quand on ouvre la question.')) }).meta({ id: 'FaqItem', ...doc('One question and its answer.', 'Une question et sa réponse.') }),
      'question',
      'une question',
    ).meta(doc('The questions, in order.', 'Les questions, dans l’ordre.')),
  })
  .meta({
    id: 'FaqSection',
    title: 'faq',
    ...doc('Questions and answers; each answer opens under its question.', 'Questions et réponses; chaque réponse s’ouvre sous sa question.'),
    examples: [{ type: 'faq', heading: { fr: 'Questions fréquentes', en: 'Frequently asked questions' }, items: [{ question: { fr: 'Travaillez-vous à distance?', en: 'Do you work remotely?' }, answer: { fr: 'Oui, partout au Québec.', en: 'Yes, everywhere in Quebec.' } }] }],
  });

export const BookingCta = z
  .strictObject({
    type: z.literal('bookingCta'),
    anchor,
    heading,
    text: LocalizedText.optional().meta(doc('Sentence under the heading.', 'Phrase sous le titre.')),
    actions: list(Cta, 'button', 'un bouton').max(2, say('au plus deux boutons', 'at most two buttons')).meta(doc('One or two buttons (booking, getStarted, call…).', 'Un ou deux boutons (booking, getStarted, call…).')),
  })
  .meta({
    id: 'BookingCtaSection',
    title: 'bookingCta',
    ...doc('A closing banner inviting the visitor to book, call or get started.', 'Une bannière de fin qui invite le visiteur à prendre rendez-vous, à appeler ou à commencer.'),
    examples: [{ type: 'bookingCta', heading: { fr: 'Parlons de votre situation', en: 'Let’s talk about your situation' }, actions: [{ label: { fr: 'Consultation gratuite', en: 'Free consultation' }, action: 'booking' }, { action: 'call', phone: 'general', style: 'secondary' }] }],
  });

export const ContactForm = z
  .strictObject({
    type: z.literal('contactForm'),
    anchor,
    heading,
    intro,
    labels: z
      .strictObject({
        name: LocalizedText.meta(doc('Label of the name field.', 'Libellé du champ de nom.')),
        email: LocalizedText.meta(doc('Label of the e-mail field.', 'Libellé du champ de courriel.')),
        subject: LocalizedText.meta(doc('Label of the subject field.', 'Libellé du champ d’objet.')),
        message: LocalizedText.meta(doc('Label of the message field.', 'Libellé du champ de message.')),
        submit: LocalizedText.meta(doc('Words on the submit button.', 'Texte du bouton d’envoi.')),
        required: LocalizedText.meta(doc('Explains the * of required fields.', 'Explique l’astérisque (*) des champs obligatoires.')),
      })
      .meta(doc('Field labels, the submit button and the “required” marker.', 'Libellés des champs, bouton d’envoi et mention “obligatoire”.')),
    notice: LocalizedText.meta(doc('What happens with the data: the form opens the visitor’s own e-mail program.', 'Ce qu’il advient des données : le formulaire ouvre le propre logiciel de courriel du visiteur.')),
  })
  .meta({
    id: 'ContactFormSection',
    title: 'contactForm',
    ...doc('A message form that opens the visitor’s e-mail program, addressed to contact.email. A link to the privacy page follows the notice.', 'Un formulaire de message qui ouvre le logiciel de courriel du visiteur, adressé à contact.email. Un lien vers la page de confidentialité suit l’avis.'),
    examples: [
      {
        type: 'contactForm',
        heading: { fr: 'Écrivez-nous', en: 'Write to us' },
        labels: { name: { fr: 'Nom', en: 'Name' }, email: { fr: 'Courriel', en: 'Email' }, subject: { fr: 'Objet', en: 'Subject' }, message: { fr: 'Votre message', en: 'Your message' }, submit: { fr: 'Préparer le courriel', en: 'Prepare the email' }, required: { fr: 'obligatoire', en: 'required' } },
        notice: { fr: 'Ce formulaire ouvre votre propre logiciel de courriel; rien n’est envoyé à notre site.', en: 'This form opens your own email program; nothing is sent to our site.' },
      },
    ],
  });

export const Text = z
  .strictObject({
    type: z.literal('text'),
    anchor,
    heading: heading.optional(),
    paragraphs: z.array(LocalizedText).optional().meta(doc('Paragraphs, in order.', 'Paragraphes, dans l’ordre.')),
    bullets: z.array(LocalizedText).optional().meta(doc('A bullet list after the paragraphs.', 'Une liste à puces après les paragraphes.')),
    variant: choices({
      plain: { en: 'ordinary text (default)', fr: 'texte ordinaire (par défaut)' },
      callout: { en: 'a framed box for important information', fr: 'un encadré pour les renseignements importants' },
    })
      .optional()
      .meta(doc('How the text is framed.', 'La présentation du texte.')),
    action: Cta.optional(),
  })
  .meta({
    id: 'TextSection',
    title: 'text',
    ...doc('Heading, paragraphs and bullets: explanations, philosophy, important information.', 'Titre, paragraphes et puces : explications, philosophie, renseignements importants.'),
    examples: [{ type: 'text', heading: { fr: 'Notre approche', en: 'Our approach' }, paragraphs: [{ fr: 'Un seul comptable vous suit toute l’année.', en: 'One accountant follows you all year.' }], bullets: [{ fr: 'Prix annoncés d’avance', en: 'Prices announced up front' }] }],
  });

export const TrustItem = z.strictObject({ icon: IconName, label: LocalizedText.meta(doc('A few words.', 'Quelques mots.')) }).meta({ id: 'TrustItem', ...doc('An icon and a few words.', 'Une icône et quelques mots.') });

export const TrustStrip = z
  .strictObject({
    type: z.literal('trustStrip'),
    anchor,
    items: list(TrustItem, 'item', 'un élément').meta(doc('The reassurances, left to right.', 'Les messages rassurants, de gauche à droite.')),
  })
  .meta({
    id: 'TrustStripSection',
    title: 'trustStrip',
    ...doc('A band of short reassurances with icons (open 7 days a week…).', 'Une bande de courts messages rassurants avec icônes (ouvert 7 jours sur 7…).'),
    examples: [{ type: 'trustStrip', items: [{ icon: 'clock', label: { fr: 'Ouvert 7 jours sur 7', en: 'Open 7 days a week' } }, { icon: 'award', label: { fr: 'Membres de l’Ordre des CPA', en: 'Members of the CPA Order' } }] }],
  });

export const Person = z
  .strictObject({
    id: PersonId.optional().meta(doc('A short name for this person, written once, that articles name as their author (author: mathieu-gagnon). Leave out for people who sign no article.', 'Un nom court pour cette personne, écrit une seule fois, que les articles donnent comme auteur (author: mathieu-gagnon). À omettre pour les personnes qui ne signent aucun article.')),
    name: z.string().regex(/\S/, say('le nom est vide', 'the name is empty')).meta(doc('Full name, identical in both languages.', 'Nom complet, identique dans les deux langues.')),
    designation: z.string().regex(/^[A-Za-zÀ-ÿ. ,-]+$/).optional().meta(doc('Professional designation written after the name, the same in both languages: CPA. Leave out if none.', 'Titre professionnel écrit après le nom, le même dans les deux langues : CPA. À omettre s’il n’y en a pas.')),
    role: LocalizedText.meta(doc('Their role or title.', 'Son rôle ou son titre.')),
    portrait: z
      .strictObject({
        hair: choices({
          short: { en: 'short hair', fr: 'cheveux courts' },
          long: { en: 'long hair', fr: 'cheveux longs' },
          bun: { en: 'hair in a bun', fr: 'cheveux en chignon' },
          curly: { en: 'curly hair', fr: 'cheveux bouclés' },
          bald: { en: 'no hair', fr: 'chauve' },
        }).meta(doc('Hair of the drawn portrait.', 'Cheveux du portrait dessiné.')),
        skin: choices({
          light: { en: 'light skin', fr: 'teint clair' },
          medium: { en: 'medium skin', fr: 'teint moyen' },
          tan: { en: 'tanned skin', fr: 'teint hâlé' },
          deep: { en: 'deep brown skin', fr: 'teint foncé' },
        })
          .optional()
          .meta(doc('Skin tone of the drawn portrait.', 'Teint du portrait dessiné.')),
        glasses: z.boolean().optional().meta(doc('true draws glasses.', 'true dessine des lunettes.')),
      })
      .optional()
      .meta(doc('The drawn portrait shown until the firm has photos; without it, one is drawn from the name.', 'Le portrait dessiné affiché tant que le cabinet n’a pas de photos; sans ce champ, un portrait est tiré du nom.')),
    bio: LocalizedText.optional().meta(doc('A sentence or two about them.', 'Une phrase ou deux à son sujet.')),
  })
  .meta({ id: 'Person' });

export const People = z
  .strictObject({
    type: z.literal('people'),
    anchor,
    heading,
    intro,
    groups: list(
      z.strictObject({ heading: LocalizedText.meta(doc('Heading of the group.', 'Titre du groupe.')), members: list(Person, 'person', 'une personne').meta(doc('The people of the group.', 'Les personnes du groupe.')) }).meta({ id: 'PeopleGroup', ...doc('A group of people under a heading.', 'Un groupe de personnes sous un titre.') }),
      'group',
      'un groupe',
    ).meta(doc('Groups of people, in order.', 'Groupes de personnes, dans l’ordre.')),
  })
  .meta({
    id: 'PeopleSection',
    title: 'people',
    ...doc('The team, in groups (leadership, key team members).', 'L’équipe, par groupes (direction, membres clés de l’équipe).'),
    examples: [{ type: 'people', heading: { fr: 'Notre équipe', en: 'Our team' }, groups: [{ heading: { fr: 'Direction', en: 'Leadership' }, members: [{ name: 'Camille Exemple', designation: 'CPA', role: { fr: 'Associée', en: 'Partner' }, portrait: { hair: 'bun', glasses: true } }] }] }],
  });

export const RateBox = z
  .strictObject({
    type: z.literal('rateBox'),
    anchor,
    heading,
    price: PriceRef.meta(doc('The name of the hourly rate in site.yaml facts.prices; its minimumHours is shown under it.', 'Le nom du taux horaire dans facts.prices de site.yaml; son minimumHours est affiché dessous.')),
    inclusions: list(LocalizedText, 'inclusion', 'une inclusion').meta(doc('What the rate includes, as a checklist.', 'Ce que comprend le taux, sous forme de liste avec crochets.')),
    terms,
    action: Cta.optional().meta(doc('Button under the rate.', 'Bouton sous le taux.')),
  })
  .meta({
    id: 'RateBoxSection',
    title: 'rateBox',
    ...doc('An hourly rate with its minimum booking and what it includes.', 'Un taux horaire, avec son minimum d’heures par réservation et ce qu’il comprend.'),
    examples: [
      {
        type: 'rateBox',
        heading: { fr: 'Taux horaire', en: 'Hourly rate' },
        price: 'advisoryRate',
        inclusions: [{ fr: 'Rencontre avec un CPA', en: 'Meeting with a CPA' }],
        terms: { covers: { fr: 'Les heures de travail d’un CPA.', en: 'A CPA’s working hours.' }, excludes: { fr: 'Les frais de tiers.', en: 'Third-party fees.' } },
      },
    ],
  });

/** Where “read more” leads, per language. */
const readMoreOpens = choices({
  page: { en: 'the article’s own page (default)', fr: 'la page de l’article (par défaut)' },
  overlay: { en: 'a full-screen overlay over the list', fr: 'une fenêtre plein écran par-dessus la liste' },
});

export const BlogIndex = z
  .strictObject({
    type: z.literal('blogIndex'),
    anchor,
    heading: heading.optional(),
    intro,
    readMore: LocalizedText.meta(doc('Label of the link under each article card.', 'Libellé du lien sous chaque carte d’article.')),
    byline: LocalizedText.meta(doc('Word before the author’s name on each card: Par / By.', 'Mot placé avant le nom de l’auteur sur chaque carte : Par / By.')),
    readMoreOpens: z
      .strictObject({
        fr: readMoreOpens.meta(doc('On French pages: page or overlay.', 'Sur les pages françaises : page ou overlay.')),
        en: readMoreOpens.meta(doc('On English pages: page or overlay.', 'Sur les pages anglaises : page ou overlay.')),
      })
      .optional()
      .meta(doc('Per language, whether “read more” opens the article page (page, default) or a full-screen overlay on the list (overlay).', 'Pour chaque langue, indique si “lire la suite” ouvre la page de l’article (page, par défaut) ou une fenêtre plein écran par-dessus la liste (overlay).')),
  })
  .meta({
    id: 'BlogIndexSection',
    title: 'blogIndex',
    ...doc('The cards of every article in pages/blog/, newest first.', 'Les cartes de tous les articles de pages/blog/, du plus récent au plus ancien.'),
    examples: [{ type: 'blogIndex', heading: { fr: 'Blogue', en: 'Blog' }, readMore: { fr: 'Lire la suite', en: 'Read more' }, byline: { fr: 'Par', en: 'By' } }],
  });

export const Article = z
  .strictObject({
    type: z.literal('article'),
    back: LocalizedText.meta(doc('Label of the link back to the blog.', 'Libellé du lien de retour au blogue.')),
    byline: LocalizedText.meta(doc('Word before the author’s name under the title: Par / By.', 'Mot placé avant le nom de l’auteur sous le titre : Par / By.')),
    summaryNote: LocalizedText.meta(doc('Shown under an article that has only a summary.', 'Affiché sous un article qui n’a qu’un résumé.')),
    notFound: z.strictObject({ title: LocalizedText.meta(doc('Heading when no article matches.', 'Titre affiché quand aucun article ne correspond.')), text: LocalizedText.meta(doc('Sentence under it.', 'Phrase en dessous.')) }).meta(doc('Shown when the address names no article.', 'Affiché quand l’adresse ne correspond à aucun article.')),
  })
  .meta({
    id: 'ArticleSection',
    title: 'article',
    ...doc('The article named by the address (/blog/<slug>). Only for the page whose path ends in :post.', 'L’article désigné par l’adresse (/blog/<slug>). Seulement pour la page dont l’adresse se termine par :post.'),
    examples: [{ type: 'article', back: { fr: 'Retour au blogue', en: 'Back to the blog' }, byline: { fr: 'Par', en: 'By' }, summaryNote: { fr: 'Résumé de l’article.', en: 'Summary of the article.' }, notFound: { title: { fr: 'Article introuvable', en: 'Post not found' }, text: { fr: 'Cet article n’existe pas ou plus.', en: 'This post does not exist.' } } }],
  });

export const ProrationCalculator = z
  .strictObject({
    type: z.literal('prorationCalculator'),
    anchor,
    heading,
    intro,
    annual: PriceRef.meta(doc('The name of the yearly rate in site.yaml facts.prices, spread over the months left in the fiscal year.', 'Le nom du tarif annuel dans facts.prices de site.yaml, réparti sur les mois qui restent à l’exercice financier.')),
    terms,
    examples: z
      .array(z.number().int().min(1).max(12))
      .optional()
      .meta(doc('Worked examples, as numbers of months remaining (7, 12): each shows the monthly amount and the total.', 'Exemples chiffrés, en nombre de mois restants (7, 12) : chacun montre le montant mensuel et le total.')),
    labels: z
      .strictObject({
        yearEnd: LocalizedText.meta(doc('Label of the “fiscal year ends in” month picker.', 'Libellé du sélecteur de mois “votre exercice se termine en”.')),
        start: LocalizedText.meta(doc('Label of the “you start in” month picker.', 'Libellé du sélecteur de mois “vous commencez en”.')),
        monthsRemaining: LocalizedText.meta(doc('Result line; {months} is replaced by the number of months.', 'Ligne de résultat; {months} est remplacé par le nombre de mois.')),
        monthly: LocalizedText.meta(doc('Result line; {monthly}, {months} and {total} are replaced; {months|month|months} picks the word that agrees with the number.', 'Ligne de résultat; {monthly}, {months} et {total} sont remplacés; {months|month|months} choisit le mot qui s’accorde avec le nombre.')),
        following: LocalizedText.meta(doc('Line about the next years; {monthly} (the yearly rate over 12 months) and {total} are replaced.', 'Ligne sur les années suivantes; {monthly} (le tarif annuel réparti sur 12 mois) et {total} sont remplacés.')),
        example: LocalizedText.meta(doc('One worked example; {monthly}, {months} and {total} are replaced.', 'Un exemple de calcul; {monthly}, {months} et {total} sont remplacés.')),
        examplesHeading: LocalizedText.meta(doc('Heading above the worked examples.', 'Titre au-dessus des exemples de calcul.')),
        chartThisYear: LocalizedText.meta(doc('Legend of the chart’s bars for the months left in this fiscal year.', 'Légende des barres du graphique pour les mois qui restent à cet exercice.')),
        chartNextYear: LocalizedText.meta(doc('Legend of the chart’s bars for the next fiscal year.', 'Légende des barres du graphique pour l’exercice suivant.')),
      })
      .meta(doc('Texts of the calculator. Amounts are filled in, formatted for the language.', 'Textes du calculateur. Les montants sont insérés automatiquement, mis en forme selon la langue.')),
  })
  .meta({
    id: 'ProrationCalculatorSection',
    title: 'prorationCalculator',
    ...doc('Lets a visitor pick the month their fiscal year ends and the month they start, and shows the months remaining and the monthly amount of the yearly rate.', 'Permet au visiteur de choisir le mois de fin de son exercice financier et son mois de début, puis affiche les mois restants et le montant mensuel du tarif annuel.'),
    examples: [
      {
        type: 'prorationCalculator',
        heading: { fr: 'Calculez votre première année', en: 'Work out your first year' },
        annual: 'companyPlan',
        examples: [7],
        terms: { covers: { fr: 'La tenue de livres et les états financiers de l’exercice.', en: 'Bookkeeping and the year’s financial statements.' }, excludes: { fr: 'Les années antérieures.', en: 'Previous years.' } },
        labels: {
          yearEnd: { fr: 'Votre exercice se termine en', en: 'Your fiscal year ends in' },
          start: { fr: 'Vous commencez en', en: 'You start in' },
          monthsRemaining: { fr: '{months} mois restants', en: '{months} months remaining' },
          monthly: { fr: '{monthly} par mois pendant {months} mois : {total}', en: '{monthly} a month for {months} {months|month|months}: {total}' },
          following: { fr: 'Ensuite, {monthly} par mois ({total} par année).', en: 'Then {monthly} a month ({total} a year).' },
          example: { fr: '{months} mois : {monthly} par mois, {total} au total', en: '{months} months: {monthly} a month, {total} in all' },
          examplesHeading: { fr: 'Exemples', en: 'Examples' },
          chartThisYear: { fr: 'Cet exercice', en: 'This fiscal year' },
          chartNextYear: { fr: 'Exercice suivant', en: 'Next fiscal year' },
        },
      },
    ],
  });

export const PrivacyContact = z
  .strictObject({
    type: z.literal('privacyContact'),
    anchor,
    heading,
    intro,
  })
  .meta({
    id: 'PrivacyContactSection',
    title: 'privacyContact',
    ...doc('The person in charge of the protection of personal information (Law 25) and how to reach them, as written in site.yaml privacy.officer.', 'La personne responsable de la protection des renseignements personnels (Loi 25) et ses coordonnées, telles qu’inscrites dans site.yaml privacy.officer.'),
    examples: [{ type: 'privacyContact', heading: { fr: 'Pour nous joindre', en: 'How to reach us' }, intro: { fr: 'Écrivez à notre responsable pour consulter ou corriger vos renseignements.', en: 'Write to our officer to see or correct your information.' } }],
  });

export const sectionSchemas = [Hero, CardGrid, PricingTable, Faq, BookingCta, ContactForm, Text, TrustStrip, People, RateBox, BlogIndex, Article, ProrationCalculator, PrivacyContact] as const;

export const Section = z.discriminatedUnion('type', sectionSchemas).meta({ id: 'Section', ...doc('A block of the page; `type` says which.', 'Un bloc de la page; `type` indique lequel.') });
export type Section = z.infer<typeof Section>;
export type SectionType = Section['type'];
export const sectionTypes = sectionSchemas.map((schema) => schema.shape.type.value) as SectionType[];
