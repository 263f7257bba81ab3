// Site-wide settings (site.yaml): brand, contact details, navigation, footer, dialogs and SEO defaults.
import { z } from 'zod';
import { LocalizedText } from './text.ts';
import { HttpsUrl, Link, PageId, PhoneKey } from './link.ts';
import { FactName, PriceFact } from './money.ts';
import { say } from '../messages.ts';
import { Card, TrustItem } from './sections.ts';

const Phone = z
  .strictObject({
    tel: z.string().regex(/^\+1\d{10}$/, say('écrivez le numéro sous la forme +1 suivi de 10 chiffres (+15145550100)', 'write the number as +1 followed by 10 digits (+15145550100)')).describe('Number dialled, +1 and 10 digits.'),
    display: z.string().regex(/\S/).describe('Number as printed: 514 555-0100.'),
  })
  .meta({ id: 'Phone' });

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, say('écrivez l’heure sur 24 heures, HH:MM, entre guillemets : "09:00"', 'write the time as 24-hour HH:MM, in quotes: "09:00"'));
const day = z.enum(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']).describe('A day: Mo, Tu, We, Th, Fr, Sa or Su.');

/** The firm's business facts, each written once: pages and sentences name them, the build formats them per language. */
export const Facts = z
  .strictObject({
    prices: z.record(FactName, PriceFact).describe('Every price of the firm by name. A section shows one with price: <name>; a sentence with {name}.'),
    openingHours: z
      .strictObject({
        days: z.strictObject({ from: day, to: day }).describe('First and last day open: Mo, Tu, We, Th, Fr, Sa, Su (from: Mo, to: Su = 7 days a week).'),
        opens: clock.describe('Opening time, "09:00".'),
        closes: clock.describe('Closing time, "21:00".'),
      })
      .describe('Business hours. A sentence shows them with {openingHours}: “9 h à 21 h” / “9 a.m. to 9 p.m.”; search engines get them too.'),
  })
  .meta({ id: 'Facts', description: 'The business facts written once: prices, rates and hours. Everything that shows them refers to them by name.' });
export type Facts = z.infer<typeof Facts>;

const NavLink = z.strictObject({ label: LocalizedText.describe('Words of the menu entry.'), page: PageId }).meta({ id: 'NavLink', description: 'A menu entry: a label and the page it opens.' });

export const Settings = z
  .strictObject({
    origin: HttpsUrl.refine((url) => !url.endsWith('/'), say('écrivez l’adresse sans / à la fin', 'write the address without a trailing /')).meta({ not: { pattern: '/$' } }).describe('Public address of the site, without a trailing slash: https://www.example.com.'),
    brand: z
      .strictObject({
        name: z.string().regex(/\S/).describe('Name of the firm, identical in both languages.'),
        tagline: LocalizedText.describe('Short line under the name.'),
        description: LocalizedText.describe('Paragraph in the footer and default search description.'),
        cpaBadge: LocalizedText.describe('The firm’s CPA credential, shown in the footer.'),
        priceRange: z.string().regex(/^\$+$/).describe('Price level for search engines: $, $$ or $$$.'),
      })
      .describe('The firm.'),
    facts: Facts,
    trust: z.array(TrustItem).min(1).max(4, say('au plus quatre éléments : la rangée doit se lire d’un coup d’œil', 'at most four items: the row must read at a glance')).describe('The firm’s credentials, shown in the banner of the pages that ask for them (hero trust: true). At most four.'),
    contact: z
      .strictObject({
        email: z.email({ error: (issue) => (issue.input === undefined ? undefined : say('écrivez une adresse courriel, par exemple info@example.com', 'write an e-mail address such as info@example.com')) }).describe('Address the contact form writes to.'),
        phones: z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/), Phone).refine((phones) => 'general' in phones, say('un téléphone avec la clé general est obligatoire', 'a phone with key general is required')).describe('Phone numbers by key; `general` is the main one.').meta({ required: ['general'] }),
        location: LocalizedText.describe('Where the firm is.'),
        hours: LocalizedText.describe('Business hours, as visitors read them.'),
        areaServed: z.string().regex(/\S/).describe('Region served, for search engines: Québec.'),
      })
      .describe('How visitors reach the firm.'),
    portal: z.strictObject({ url: HttpsUrl.describe('Client portal login page (opens in a new tab).') }).describe('The client portal, where clients exchange documents.'),
    booking: z
      .strictObject({ fr: HttpsUrl, en: HttpsUrl })
      .describe('Booking calendar page shown in the booking window, per language.'),
    navigation: z
      .strictObject({
        main: z.array(NavLink).min(1).describe('Links of the top bar and mobile menu.'),
        login: LocalizedText.describe('Label of the client portal link.'),
        getStarted: LocalizedText.describe('Label of the top bar button.'),
        skipLink: LocalizedText.describe('Label of the hidden “skip to content” link.'),
        openMenu: LocalizedText.describe('Accessible name of the button that opens the phone menu.'),
        closeMenu: LocalizedText.describe('Label of the button that closes the phone menu.'),
        newTab: LocalizedText.describe('Added to the accessible name of links opening a new tab.'),
        switchLanguage: LocalizedText.describe('Label of the language link: in French pages it reads English, and vice versa.'),
        home: LocalizedText.describe('Said by screen readers after the logo’s visible name, to tell that it leads to the home page.'),
      })
      .describe('Top bar and menu.'),
    footer: z
      .strictObject({
        columns: z
          .array(z.strictObject({ heading: LocalizedText.describe('Heading of the column.'), links: z.array(Link).min(1).describe('Links of the column, top to bottom.') }).meta({ id: 'FooterColumn', description: 'A column of links in the footer.' }))
          .min(1)
          .describe('Columns of links, left to right.'),
        contactHeading: LocalizedText.describe('Heading of the footer column with the contact details.'),
        rights: LocalizedText.describe('Copyright line; {year} is replaced by the current year.'),
      })
      .describe('Footer.'),
    pricing: z
      .strictObject({
        taxesNotIncluded: LocalizedText.describe('Shown next to every amount: “taxes en sus”.'),
        covers: LocalizedText.describe('Label before what a price covers: “Ce prix comprend”.'),
        excludes: LocalizedText.describe('Label before what a price excludes: “Ce prix ne comprend pas”.'),
        from: LocalizedText.describe('Word before a starting price: “à partir de”.'),
        approximately: LocalizedText.describe('A rounded amount, such as a monthly payment that does not divide evenly: “environ {amount}”; {amount} is replaced.'),
        units: z
          .strictObject({
            once: LocalizedText.describe('After a one-off amount (unit: once).'),
            year: LocalizedText.describe('After a yearly amount (unit: year): “/ an”.'),
            fiscalYear: LocalizedText.describe('After an amount per fiscal year (unit: fiscalYear).'),
            month: LocalizedText.describe('After a monthly amount (unit: month).'),
            hour: LocalizedText.describe('After an hourly rate (unit: hour).'),
          }).describe('Text after an amount per unit (/ year…).'),
        minimumHours: LocalizedText.describe('Minimum booking; {hours} is replaced by the number.'),
      })
      .describe('Words around prices.'),
    privacy: z
      .strictObject({
        page: PageId.describe('Id of the privacy page; the footer, the contact form and the booking window link to it.'),
        link: LocalizedText.describe('Words of the links to the privacy page.'),
        officer: z
          .strictObject({
            title: LocalizedText.describe('Title of the person in charge of the protection of personal information.'),
            name: z.string().regex(/\S/, say('le nom est vide', 'the name is empty')).optional().describe('Their name, if the firm publishes it.'),
            email: z.email({ error: (issue) => (issue.input === undefined ? undefined : say('écrivez une adresse courriel, par exemple privacy@example.com', 'write an e-mail address such as privacy@example.com')) }).describe('Address for privacy requests.'),
            phone: PhoneKey.optional().describe('Key of contact.phones to show for privacy requests.'),
          })
          .describe('The person in charge of personal information (Law 25): their title and how to reach them are published.'),
        bookingNotice: LocalizedText.describe('One line in the booking window: the calendar is a third-party service with its own privacy policy.'),
      })
      .describe('Privacy (Quebec Law 25): the privacy page and the person in charge of personal information.'),
    dialogs: z
      .strictObject({
        close: LocalizedText.describe('Label of the close button of every window.'),
        getStarted: z.strictObject({
          title: LocalizedText.describe('Title of the get-started window.'),
          intro: LocalizedText.describe('Sentence under the title.'),
          book: LocalizedText.describe('Choice that opens the booking calendar.'),
          call: LocalizedText.describe('Choice that calls the general number.'),
          email: LocalizedText.describe('Choice that writes an e-mail to the firm.'),
          portal: LocalizedText.describe('Choice that opens the client portal.'),
        }).describe('The get-started window: its title, introduction and the label of each choice.'),
        booking: z
          .strictObject({
            title: LocalizedText.describe('Title of the booking window.'),
            loading: LocalizedText.describe('Shown while the calendar loads.'),
            frameTitle: LocalizedText.describe('Accessible name of the calendar frame, read by screen readers.'),
            unavailable: LocalizedText.describe('Shown instead of the calendar when it does not load after a short wait: the phone number and e-mail address follow.'),
          })
          .describe('The booking window around the third-party calendar.'),
      })
      .describe('Texts of the get-started and booking windows.'),
    notFound: z
      .strictObject({
        title: LocalizedText.describe('Heading of the not-found page.'),
        text: LocalizedText.describe('Sentence under it.'),
        home: LocalizedText.describe('Label of the button back to the home page.'),
        destinationsHeading: LocalizedText.describe('Heading above the main destinations.'),
        destinations: z.array(Card).min(1).describe('Cards leading to the main pages of the site, each with a link (action).'),
      })
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
