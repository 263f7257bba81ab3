// Site-wide settings (site.yaml): brand, contact details, navigation, footer, dialogs and SEO defaults.
import { z } from 'zod';
import { LocalizedText } from './text.ts';
import { HttpsUrl, Link, PageId } from './link.ts';

const Phone = z
  .strictObject({
    tel: z.string().regex(/^\+1\d{10}$/, 'write the number as +1 followed by 10 digits (+15145550100)').describe('Number dialled, +1 and 10 digits.'),
    display: z.string().regex(/\S/).describe('Number as printed: 514 555-0100.'),
  })
  .meta({ id: 'Phone' });

const NavLink = z.strictObject({ label: LocalizedText, page: PageId }).meta({ id: 'NavLink', description: 'A menu entry: a label and the page it opens.' });

export const Settings = z
  .strictObject({
    origin: HttpsUrl.refine((url) => !url.endsWith('/'), 'write the address without a trailing /').meta({ not: { pattern: '/$' } }).describe('Public address of the site, without a trailing slash: https://www.example.com.'),
    brand: z
      .strictObject({
        name: z.string().regex(/\S/).describe('Name of the firm, identical in both languages.'),
        tagline: LocalizedText.describe('Short line under the name.'),
        description: LocalizedText.describe('Paragraph in the footer and default search description.'),
        cpaBadge: LocalizedText.describe('Text of the CPA badge in the footer.'),
        priceRange: z.string().regex(/^\$+$/).describe('Price level for search engines: $, $$ or $$$.'),
      })
      .describe('The firm.'),
    contact: z
      .strictObject({
        email: z.email({ error: (issue) => (issue.input === undefined ? undefined : 'write an e-mail address such as info@example.com') }).describe('Address the contact form writes to.'),
        phones: z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/), Phone).refine((phones) => 'general' in phones, 'a phone with key general is required').describe('Phone numbers by key; `general` is the main one.').meta({ required: ['general'] }),
        location: LocalizedText.describe('Where the firm is.'),
        hours: LocalizedText.describe('Business hours, as visitors read them.'),
        openingHours: z
          .string()
          .regex(/^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d{2}:\d{2}-\d{2}:\d{2}$/, 'write the hours as Mo-Su 09:00-21:00')
          .describe('Business hours for search engines (schema.org), such as Mo-Su 09:00-21:00.'),
        areaServed: z.string().regex(/\S/).describe('Region served, for search engines: Québec.'),
      })
      .describe('How visitors reach the firm.'),
    portal: z.strictObject({ url: HttpsUrl.describe('Client portal login page (opens in a new tab).') }),
    booking: z
      .strictObject({ fr: HttpsUrl, en: HttpsUrl })
      .describe('Booking calendar page shown in the booking window, per language.'),
    navigation: z
      .strictObject({
        main: z.array(NavLink).min(1).describe('Links of the top bar and mobile menu.'),
        login: LocalizedText.describe('Label of the client portal link.'),
        getStarted: LocalizedText.describe('Label of the top bar button.'),
        skipLink: LocalizedText.describe('Label of the hidden “skip to content” link.'),
        openMenu: LocalizedText,
        closeMenu: LocalizedText,
        newTab: LocalizedText.describe('Added to the accessible name of links opening a new tab.'),
        switchLanguage: LocalizedText.describe('Label of the language link: in French pages it reads English, and vice versa.'),
        home: LocalizedText.describe('Accessible name of the logo link.'),
      })
      .describe('Top bar and menu.'),
    footer: z
      .strictObject({
        columns: z.array(z.strictObject({ heading: LocalizedText, links: z.array(Link).min(1) }).meta({ id: 'FooterColumn' })).min(1),
        contactHeading: LocalizedText,
        rights: LocalizedText.describe('Copyright line; {year} is replaced by the current year.'),
      })
      .describe('Footer.'),
    pricing: z
      .strictObject({
        taxesNotIncluded: LocalizedText,
        from: LocalizedText.describe('Word before a starting price: “à partir de”.'),
        units: z.strictObject({ once: LocalizedText, year: LocalizedText, fiscalYear: LocalizedText, month: LocalizedText, hour: LocalizedText }).describe('Text after an amount per unit (/ year…).'),
        minimumHours: LocalizedText.describe('Minimum booking; {hours} is replaced by the number.'),
      })
      .describe('Words around prices.'),
    dialogs: z
      .strictObject({
        close: LocalizedText,
        getStarted: z.strictObject({
          title: LocalizedText,
          intro: LocalizedText,
          book: LocalizedText,
          call: LocalizedText,
          email: LocalizedText,
          portal: LocalizedText,
        }),
        booking: z.strictObject({ title: LocalizedText, loading: LocalizedText, frameTitle: LocalizedText }),
      })
      .describe('Texts of the get-started and booking windows.'),
    notFound: z
      .strictObject({ title: LocalizedText, text: LocalizedText, home: LocalizedText })
      .describe('Page shown for an address that does not exist.'),
    seo: z
      .strictObject({
        image: z.string().regex(/^\/[\w./-]+\.(?:png|jpe?g|webp)$/).describe('Default image for social sharing, a file in public/.'),
        twitter: z.string().regex(/^@\w+$/).optional().describe('Twitter/X account, @name.'),
      })
      .describe('Search and social defaults.'),
  })
  .meta({ id: 'Settings', title: 'Site settings', description: 'site.yaml: everything shared by every page.' });
export type Settings = z.infer<typeof Settings>;
