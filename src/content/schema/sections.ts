// Every section type a page can list, one zod schema each; `type` picks the component that draws it.
import { z } from 'zod';
import { LocalizedText } from './text.ts';
import { PriceRef } from './money.ts';
import { Cta, PersonId } from './link.ts';
import { IconName, iconNames } from './icon.ts';
import { say } from '../messages.ts';

const heading = LocalizedText.describe('Heading of the section.');
const intro = LocalizedText.optional().describe('A short paragraph under the heading.');
const anchor = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, say('une ancre s’écrit en minuscules, chiffres et traits d’union', 'an anchor uses lowercase letters, digits and hyphens'))
  .optional()
  .describe('Optional id so a link can point at this section (#anchor).');
/** Price advertising (CPA code of ethics, Consumer Protection Act): no bare price; say what it covers and what it does not. */
export const PriceTerms = z
  .strictObject(
    {
      covers: LocalizedText.describe('What the price covers, in one or two sentences (preparation and filing of the returns…).'),
      excludes: LocalizedText.describe('What the price does not cover (government fees, penalties, previous years…).'),
    },
    { error: (issue) => (issue.input === undefined ? say('un prix doit dire ce qu’il comprend et exclut : ajoutez terms avec covers et excludes', 'a price must say what it covers and excludes: add terms with covers and excludes') : undefined) },
  )
  .meta({
    id: 'PriceTerms',
    description: 'What the prices of the section cover and exclude, shown under them. Required wherever a price is shown (price advertising rules).',
    examples: [{ covers: { fr: 'Préparation et transmission électronique de vos déclarations fédérale et provinciale.', en: 'Preparation and electronic filing of your federal and Quebec returns.' }, excludes: { fr: 'Frais gouvernementaux, pénalités et intérêts.', en: 'Government fees, penalties and interest.' } }],
  });
export type PriceTerms = z.infer<typeof PriceTerms>;
const terms = PriceTerms.describe('What the prices cover and exclude (required: no bare price).');

const list = <Item extends z.ZodType>(item: Item, what: string, quoi: string) => z.array(item).min(1, say(`ajoutez au moins ${quoi}`, `add at least one ${what}`));

export const Hero = z
  .strictObject({
    type: z.literal('hero'),
    anchor,
    eyebrow: LocalizedText.optional().describe('Small line above the title.'),
    title: LocalizedText.describe('The page’s main heading (h1). One per page.'),
    subtitle: LocalizedText.optional().describe('Sentence under the title.'),
    actions: z.array(Cta).max(2, say('une bannière hero contient au plus deux boutons', 'a hero holds at most two buttons')).optional().describe('Up to two buttons.'),
    variant: z.enum(['home', 'page']).optional().describe('home: tall banner; page (default): compact banner.'),
    visual: z
      .enum(['portal', ...iconNames])
      .optional()
      .describe('Drawing on the right of the banner on wide screens: portal (the client portal and its mobile app) or the name of an icon, drawn on a document.'),
    trust: z.boolean().optional().describe('true shows the firm’s credentials (site.yaml trust) under the buttons.'),
  })
  .meta({
    id: 'HeroSection',
    title: 'hero',
    description: 'The banner at the top of a page, with the page’s main heading (h1).',
    examples: [{ type: 'hero', title: { fr: 'Votre comptable en ligne', en: 'Your online accountant' }, subtitle: { fr: 'Une équipe dirigée par un CPA, qui répond sept jours sur sept.', en: 'A CPA-led team that answers seven days a week.' }, actions: [{ label: { fr: 'Prendre rendez-vous', en: 'Book a meeting' }, action: 'booking' }], visual: 'calculator', trust: true }],
  });

export const Card = z
  .strictObject({
    icon: IconName.optional().describe('Icon shown above the title.'),
    title: LocalizedText.describe('Title of the card.'),
    text: LocalizedText.optional().describe('Paragraph under the title.'),
    price: PriceRef.optional().describe('Price shown on the card: the name of a price in site.yaml facts.prices.'),
    priceNote: LocalizedText.optional().describe('Line under the price (for example what it covers).'),
    features: z.array(LocalizedText).optional().describe('Bullet list of what is included.'),
    action: Cta.optional().describe('At the bottom of the card: a full-width button on plan cards, a link on the others.'),
    highlight: LocalizedText.optional().describe('A few words that make this card stand out and say why (“Le plus complet”). Leave out for no highlight.'),
  })
  .meta({ id: 'Card', description: 'One card of a card grid.' });

export const CardGrid = z
  .strictObject({
    type: z.literal('cardGrid'),
    anchor,
    heading: heading.optional(),
    intro,
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional().describe('Cards per row on wide screens: 2, 3 (default) or 4. Phones always show one.'),
    variant: z.enum(['feature', 'service', 'plan', 'info', 'benefit']).optional().describe('feature (default), service (lists), plan (prices), info (contact details), benefit (small tiles).'),
    cards: list(Card, 'card', 'une carte').describe('The cards, in reading order.'),
    terms: PriceTerms.optional().describe('What the prices on the cards cover and exclude. Required as soon as one card shows a price.'),
  })
  .superRefine((grid, ctx) => {
    if (grid.terms === undefined && grid.cards.some((card) => card.price !== undefined))
      ctx.addIssue({ code: 'custom', path: ['terms'], message: say('ces cartes affichent des prix : dites ce qu’ils comprennent et excluent avec terms: { covers: …, excludes: … }', 'these cards show prices: say what they cover and exclude with terms: { covers: …, excludes: … }') });
  })
  .meta({
    id: 'CardGridSection',
    title: 'cardGrid',
    description: 'A grid of cards: features, services, plans, contact details or benefits. With prices, `terms` is required.',
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
    service: LocalizedText.describe('What is billed.'),
    price: PriceRef.describe('The name of the price in site.yaml facts.prices.'),
    description: LocalizedText.optional().describe('Detail of the row.'),
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
        service: LocalizedText.describe('Header of the service column.'),
        price: LocalizedText.describe('Header of the price column.'),
        description: LocalizedText.describe('Header of the detail column.'),
      })
      .describe('Column headers of the table.'),
    rows: list(PricingRow, 'row', 'une ligne').describe('One row per service.'),
    terms,
    notes: z.array(LocalizedText).optional().describe('Lines under the table (conditions).'),
  })
  .meta({
    id: 'PricingTableSection',
    title: 'pricingTable',
    description: 'A table of services with their price. Amounts are shown with “taxes not included”; `terms` says what they cover and exclude.',
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
      z.strictObject({ question: LocalizedText.describe('The question, as a visitor would ask it.'), answer: LocalizedText.describe('The answer, shown when the question is opened.') }).meta({ id: 'FaqItem', description: 'One question and its answer.' }),
      'question',
      'une question',
    ).describe('The questions, in order.'),
  })
  .meta({
    id: 'FaqSection',
    title: 'faq',
    description: 'Questions and answers; each answer opens under its question.',
    examples: [{ type: 'faq', heading: { fr: 'Questions fréquentes', en: 'Frequently asked questions' }, items: [{ question: { fr: 'Travaillez-vous à distance?', en: 'Do you work remotely?' }, answer: { fr: 'Oui, partout au Québec.', en: 'Yes, everywhere in Quebec.' } }] }],
  });

export const BookingCta = z
  .strictObject({
    type: z.literal('bookingCta'),
    anchor,
    heading,
    text: LocalizedText.optional().describe('Sentence under the heading.'),
    actions: list(Cta, 'button', 'un bouton').max(2, say('au plus deux boutons', 'at most two buttons')).describe('One or two buttons (booking, getStarted, call…).'),
  })
  .meta({
    id: 'BookingCtaSection',
    title: 'bookingCta',
    description: 'A closing banner inviting the visitor to book, call or get started.',
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
        name: LocalizedText.describe('Label of the name field.'),
        email: LocalizedText.describe('Label of the e-mail field.'),
        subject: LocalizedText.describe('Label of the subject field.'),
        message: LocalizedText.describe('Label of the message field.'),
        submit: LocalizedText.describe('Words on the submit button.'),
        required: LocalizedText.describe('Explains the * of required fields.'),
      })
      .describe('Field labels, the submit button and the “required” marker.'),
    notice: LocalizedText.describe('What happens with the data: the form opens the visitor’s own e-mail program.'),
  })
  .meta({
    id: 'ContactFormSection',
    title: 'contactForm',
    description: 'A message form that opens the visitor’s e-mail program, addressed to contact.email. A link to the privacy page follows the notice.',
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
    paragraphs: z.array(LocalizedText).optional().describe('Paragraphs, in order.'),
    bullets: z.array(LocalizedText).optional().describe('A bullet list after the paragraphs.'),
    variant: z.enum(['plain', 'callout']).optional().describe('plain (default) or callout (framed box for important information).'),
    action: Cta.optional(),
  })
  .meta({
    id: 'TextSection',
    title: 'text',
    description: 'Heading, paragraphs and bullets: explanations, philosophy, important information.',
    examples: [{ type: 'text', heading: { fr: 'Notre approche', en: 'Our approach' }, paragraphs: [{ fr: 'Un seul comptable vous suit toute l’année.', en: 'One accountant follows you all year.' }], bullets: [{ fr: 'Prix annoncés d’avance', en: 'Prices announced up front' }] }],
  });

export const TrustItem = z.strictObject({ icon: IconName, label: LocalizedText.describe('A few words.') }).meta({ id: 'TrustItem', description: 'An icon and a few words.' });

export const TrustStrip = z
  .strictObject({
    type: z.literal('trustStrip'),
    anchor,
    items: list(TrustItem, 'item', 'un élément').describe('The reassurances, left to right.'),
  })
  .meta({
    id: 'TrustStripSection',
    title: 'trustStrip',
    description: 'A band of short reassurances with icons (open 7 days a week…).',
    examples: [{ type: 'trustStrip', items: [{ icon: 'clock', label: { fr: 'Ouvert 7 jours sur 7', en: 'Open 7 days a week' } }, { icon: 'award', label: { fr: 'Membres de l’Ordre des CPA', en: 'Members of the CPA Order' } }] }],
  });

export const Person = z
  .strictObject({
    id: PersonId.optional().describe('A short name for this person, written once, that articles name as their author (author: mathieu-gagnon). Leave out for people who sign no article.'),
    name: z.string().regex(/\S/, say('le nom est vide', 'the name is empty')).describe('Full name, identical in both languages.'),
    designation: z.string().regex(/^[A-Za-zÀ-ÿ. ,-]+$/).optional().describe('Professional designation written after the name, the same in both languages: CPA. Leave out if none.'),
    role: LocalizedText.describe('Their role or title.'),
    portrait: z
      .strictObject({
        hair: z.enum(['short', 'long', 'bun', 'curly', 'bald']).describe('Hair of the drawn portrait: short, long, bun, curly or bald.'),
        skin: z.enum(['light', 'medium', 'tan', 'deep']).optional().describe('Skin tone of the drawn portrait: light, medium, tan or deep.'),
        glasses: z.boolean().optional().describe('true draws glasses.'),
      })
      .optional()
      .describe('The drawn portrait shown until the firm has photos; without it, one is drawn from the name.'),
    bio: LocalizedText.optional().describe('A sentence or two about them.'),
  })
  .meta({ id: 'Person' });

export const People = z
  .strictObject({
    type: z.literal('people'),
    anchor,
    heading,
    intro,
    groups: list(
      z.strictObject({ heading: LocalizedText.describe('Heading of the group.'), members: list(Person, 'person', 'une personne').describe('The people of the group.') }).meta({ id: 'PeopleGroup', description: 'A group of people under a heading.' }),
      'group',
      'un groupe',
    ).describe('Groups of people, in order.'),
  })
  .meta({
    id: 'PeopleSection',
    title: 'people',
    description: 'The team, in groups (leadership, key team members).',
    examples: [{ type: 'people', heading: { fr: 'Notre équipe', en: 'Our team' }, groups: [{ heading: { fr: 'Direction', en: 'Leadership' }, members: [{ name: 'Camille Exemple', designation: 'CPA', role: { fr: 'Associée', en: 'Partner' }, portrait: { hair: 'bun', glasses: true } }] }] }],
  });

export const RateBox = z
  .strictObject({
    type: z.literal('rateBox'),
    anchor,
    heading,
    price: PriceRef.describe('The name of the hourly rate in site.yaml facts.prices; its minimumHours is shown under it.'),
    inclusions: list(LocalizedText, 'inclusion', 'une inclusion').describe('What the rate includes, as a checklist.'),
    terms,
    action: Cta.optional().describe('Button under the rate.'),
  })
  .meta({
    id: 'RateBoxSection',
    title: 'rateBox',
    description: 'An hourly rate with its minimum booking and what it includes.',
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

export const BlogIndex = z
  .strictObject({
    type: z.literal('blogIndex'),
    anchor,
    heading: heading.optional(),
    intro,
    readMore: LocalizedText.describe('Label of the link under each article card.'),
    byline: LocalizedText.describe('Word before the author’s name on each card: Par / By.'),
    readMoreOpens: z
      .strictObject({
        fr: z.enum(['page', 'overlay']).describe('On French pages: page or overlay.'),
        en: z.enum(['page', 'overlay']).describe('On English pages: page or overlay.'),
      })
      .optional()
      .describe('Per language, whether “read more” opens the article page (page, default) or a full-screen overlay on the list (overlay).'),
  })
  .meta({
    id: 'BlogIndexSection',
    title: 'blogIndex',
    description: 'The cards of every article in pages/blog/, newest first.',
    examples: [{ type: 'blogIndex', heading: { fr: 'Blogue', en: 'Blog' }, readMore: { fr: 'Lire la suite', en: 'Read more' }, byline: { fr: 'Par', en: 'By' } }],
  });

export const Article = z
  .strictObject({
    type: z.literal('article'),
    back: LocalizedText.describe('Label of the link back to the blog.'),
    byline: LocalizedText.describe('Word before the author’s name under the title: Par / By.'),
    summaryNote: LocalizedText.describe('Shown under an article that has only a summary.'),
    notFound: z.strictObject({ title: LocalizedText.describe('Heading when no article matches.'), text: LocalizedText.describe('Sentence under it.') }).describe('Shown when the address names no article.'),
  })
  .meta({
    id: 'ArticleSection',
    title: 'article',
    description: 'The article named by the address (/blog/<slug>). Only for the page whose path ends in :post.',
    examples: [{ type: 'article', back: { fr: 'Retour au blogue', en: 'Back to the blog' }, byline: { fr: 'Par', en: 'By' }, summaryNote: { fr: 'Résumé de l’article.', en: 'Summary of the article.' }, notFound: { title: { fr: 'Article introuvable', en: 'Post not found' }, text: { fr: 'Cet article n’existe pas ou plus.', en: 'This post does not exist.' } } }],
  });

export const ProrationCalculator = z
  .strictObject({
    type: z.literal('prorationCalculator'),
    anchor,
    heading,
    intro,
    annual: PriceRef.describe('The name of the yearly rate in site.yaml facts.prices, spread over the months left in the fiscal year.'),
    terms,
    examples: z
      .array(z.number().int().min(1).max(12))
      .optional()
      .describe('Worked examples, as numbers of months remaining (7, 12): each shows the monthly amount and the total.'),
    labels: z
      .strictObject({
        yearEnd: LocalizedText.describe('Label of the “fiscal year ends in” month picker.'),
        start: LocalizedText.describe('Label of the “you start in” month picker.'),
        monthsRemaining: LocalizedText.describe('Result line; {months} is replaced by the number of months.'),
        monthly: LocalizedText.describe('Result line; {monthly}, {months} and {total} are replaced; {months|month|months} picks the word that agrees with the number.'),
        following: LocalizedText.describe('Line about the next years; {monthly} (the yearly rate over 12 months) and {total} are replaced.'),
        example: LocalizedText.describe('One worked example; {monthly}, {months} and {total} are replaced.'),
        examplesHeading: LocalizedText.describe('Heading above the worked examples.'),
        chartThisYear: LocalizedText.describe('Legend of the chart’s bars for the months left in this fiscal year.'),
        chartNextYear: LocalizedText.describe('Legend of the chart’s bars for the next fiscal year.'),
      })
      .describe('Texts of the calculator. Amounts are filled in, formatted for the language.'),
  })
  .meta({
    id: 'ProrationCalculatorSection',
    title: 'prorationCalculator',
    description: 'Lets a visitor pick the month their fiscal year ends and the month they start, and shows the months remaining and the monthly amount of the yearly rate.',
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
    description: 'The person in charge of the protection of personal information (Law 25) and how to reach them, as written in site.yaml privacy.officer.',
    examples: [{ type: 'privacyContact', heading: { fr: 'Pour nous joindre', en: 'How to reach us' }, intro: { fr: 'Écrivez à notre responsable pour consulter ou corriger vos renseignements.', en: 'Write to our officer to see or correct your information.' } }],
  });

export const sectionSchemas = [Hero, CardGrid, PricingTable, Faq, BookingCta, ContactForm, Text, TrustStrip, People, RateBox, BlogIndex, Article, ProrationCalculator, PrivacyContact] as const;

export const Section = z.discriminatedUnion('type', sectionSchemas).meta({ id: 'Section', description: 'A block of the page; `type` says which.' });
export type Section = z.infer<typeof Section>;
export type SectionType = Section['type'];
export const sectionTypes = sectionSchemas.map((schema) => schema.shape.type.value) as SectionType[];
