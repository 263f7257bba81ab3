// Every section type a page can list, one zod schema each; `type` picks the component that draws it.
import { z } from 'zod';
import { LocalizedText } from './text.ts';
import { Price } from './money.ts';
import { Cta } from './link.ts';
import { IconName } from './icon.ts';

const heading = LocalizedText.describe('Heading of the section.');
const intro = LocalizedText.optional().describe('A short paragraph under the heading.');
const anchor = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'an anchor uses lowercase letters, digits and hyphens')
  .optional()
  .describe('Optional id so a link can point at this section (#anchor).');
const list = <Item extends z.ZodType>(item: Item, what: string) => z.array(item).min(1, `add at least one ${what}`);

export const Hero = z
  .strictObject({
    type: z.literal('hero'),
    anchor,
    eyebrow: LocalizedText.optional().describe('Small line above the title.'),
    title: LocalizedText.describe('The page’s main heading (h1). One per page.'),
    subtitle: LocalizedText.optional().describe('Sentence under the title.'),
    actions: z.array(Cta).max(2, 'a hero holds at most two buttons').optional().describe('Up to two buttons.'),
    variant: z.enum(['home', 'page']).optional().describe('home: tall banner; page (default): compact banner.'),
  })
  .meta({ id: 'HeroSection', title: 'hero', description: 'The banner at the top of a page, with the page’s main heading (h1).' });

export const Card = z
  .strictObject({
    icon: IconName.optional().describe('Icon shown above the title.'),
    title: LocalizedText,
    text: LocalizedText.optional().describe('Paragraph under the title.'),
    price: Price.optional().describe('Price shown on the card.'),
    priceNote: LocalizedText.optional().describe('Line under the price (for example what it covers).'),
    features: z.array(LocalizedText).optional().describe('Bullet list of what is included.'),
    action: Cta.optional().describe('Button at the bottom of the card.'),
    highlight: z.boolean().optional().describe('true draws attention to this card (recommended plan).'),
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
    cards: list(Card, 'card'),
  })
  .meta({ id: 'CardGridSection', title: 'cardGrid', description: 'A grid of cards: features, services, plans, contact details or benefits.' });

export const PricingRow = z
  .strictObject({
    service: LocalizedText.describe('What is billed.'),
    price: Price,
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
      .strictObject({ service: LocalizedText, price: LocalizedText, description: LocalizedText })
      .describe('Column headers of the table.'),
    rows: list(PricingRow, 'row'),
    notes: z.array(LocalizedText).optional().describe('Lines under the table (conditions, exclusions).'),
  })
  .meta({ id: 'PricingTableSection', title: 'pricingTable', description: 'A table of services with their price. Amounts are shown with “taxes not included”.' });

export const Faq = z
  .strictObject({
    type: z.literal('faq'),
    anchor,
    heading,
    intro,
    items: list(z.strictObject({ question: LocalizedText, answer: LocalizedText }).meta({ id: 'FaqItem' }), 'question'),
  })
  .meta({ id: 'FaqSection', title: 'faq', description: 'Questions and answers; each answer opens under its question.' });

export const BookingCta = z
  .strictObject({
    type: z.literal('bookingCta'),
    anchor,
    heading,
    text: LocalizedText.optional(),
    actions: list(Cta, 'button').max(2, 'at most two buttons').describe('One or two buttons (booking, getStarted, call…).'),
  })
  .meta({ id: 'BookingCtaSection', title: 'bookingCta', description: 'A closing banner inviting the visitor to book, call or get started.' });

export const ContactForm = z
  .strictObject({
    type: z.literal('contactForm'),
    anchor,
    heading,
    intro,
    labels: z
      .strictObject({ name: LocalizedText, email: LocalizedText, subject: LocalizedText, message: LocalizedText, submit: LocalizedText, required: LocalizedText })
      .describe('Field labels, the submit button and the “required” marker.'),
    notice: LocalizedText.describe('What happens with the data: the form opens the visitor’s own e-mail program.'),
  })
  .meta({ id: 'ContactFormSection', title: 'contactForm', description: 'A message form that opens the visitor’s e-mail program, addressed to contact.email.' });

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
  .meta({ id: 'TextSection', title: 'text', description: 'Heading, paragraphs and bullets: explanations, philosophy, important information.' });

export const TrustStrip = z
  .strictObject({
    type: z.literal('trustStrip'),
    anchor,
    items: list(z.strictObject({ icon: IconName, label: LocalizedText }).meta({ id: 'TrustItem' }), 'item'),
  })
  .meta({ id: 'TrustStripSection', title: 'trustStrip', description: 'A band of short reassurances with icons (open 7 days a week…).' });

export const Person = z
  .strictObject({
    name: z.string().regex(/\S/, 'the name is empty').describe('Full name, identical in both languages.'),
    role: LocalizedText,
    bio: LocalizedText.optional(),
  })
  .meta({ id: 'Person' });

export const People = z
  .strictObject({
    type: z.literal('people'),
    anchor,
    heading,
    intro,
    groups: list(z.strictObject({ heading: LocalizedText, members: list(Person, 'person') }).meta({ id: 'PeopleGroup' }), 'group'),
  })
  .meta({ id: 'PeopleSection', title: 'people', description: 'The team, in groups (leadership, key team members).' });

export const RateBox = z
  .strictObject({
    type: z.literal('rateBox'),
    anchor,
    heading,
    price: Price,
    minimumHours: z.number().int().positive().optional().describe('Minimum number of hours per booking.'),
    inclusions: list(LocalizedText, 'inclusion').describe('What the rate includes.'),
    action: Cta.optional(),
  })
  .meta({ id: 'RateBoxSection', title: 'rateBox', description: 'An hourly rate with its minimum booking and what it includes.' });

export const BlogIndex = z
  .strictObject({
    type: z.literal('blogIndex'),
    anchor,
    heading: heading.optional(),
    intro,
    readMore: LocalizedText.describe('Label of the link under each article card.'),
    readMoreOpens: z
      .strictObject({ fr: z.enum(['page', 'overlay']), en: z.enum(['page', 'overlay']) })
      .optional()
      .describe('Per language, whether “read more” opens the article page (page, default) or a full-screen overlay on the list (overlay).'),
  })
  .meta({ id: 'BlogIndexSection', title: 'blogIndex', description: 'The cards of every article in pages/blog/, newest first.' });

export const Article = z
  .strictObject({
    type: z.literal('article'),
    back: LocalizedText.describe('Label of the link back to the blog.'),
    summaryNote: LocalizedText.describe('Shown under an article that has only a summary.'),
    notFound: z.strictObject({ title: LocalizedText, text: LocalizedText }).describe('Shown when the address names no article.'),
  })
  .meta({ id: 'ArticleSection', title: 'article', description: 'The article named by the address (/blog/<slug>). Only for the page whose path ends in :post.' });

export const ProrationCalculator = z
  .strictObject({
    type: z.literal('prorationCalculator'),
    anchor,
    heading,
    intro,
    annual: Price.describe('The yearly rate spread over the months left in the fiscal year (3500).'),
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
      })
      .describe('Texts of the calculator. Amounts are filled in, formatted for the language.'),
  })
  .meta({
    id: 'ProrationCalculatorSection',
    title: 'prorationCalculator',
    description: 'Lets a visitor pick the month their fiscal year ends and the month they start, and shows the months remaining and the monthly amount of the yearly rate.',
  });

export const sectionSchemas = [Hero, CardGrid, PricingTable, Faq, BookingCta, ContactForm, Text, TrustStrip, People, RateBox, BlogIndex, Article, ProrationCalculator] as const;

export const Section = z.discriminatedUnion('type', sectionSchemas).meta({ id: 'Section', description: 'A block of the page; `type` says which.' });
export type Section = z.infer<typeof Section>;
export type SectionType = Section['type'];
export const sectionTypes = sectionSchemas.map((schema) => schema.shape.type.value) as SectionType[];
