// Site-wide settings (site.yaml): brand, contact details, navigation, footer, dialogs and SEO defaults.
import { z } from 'zod';
import { say } from '../messages.ts';
import { Card } from './card.ts';
import { choices, doc, kind } from './doc.ts';
import { HttpsUrl, Link, PageId, PhoneKey } from './link.ts';
import { FactName, PriceFact } from './money.ts';
import { LocalizedText } from './text.ts';
import { TrustItem } from './trust-item.ts';

/** The number a call dials (+1 and 10 digits), read from any way of writing a North American number: 514 555-0100. */
export function dialledNumber(text: string): string | undefined {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return undefined;
}

const tenDigits = say(
  'écrivez un numéro de 10 chiffres, par exemple 514 555-0100',
  'write a 10-digit number, for example 514 555-0100',
);
const Phone = z
  .strictObject({
    display: z
      .string()
      .regex(/\S/)
      .meta(
        doc(
          ['Number as shown', 'Numéro affiché'],
          'The number as visitors read it (for example 438 555-0142); a call dials its digits.',
          'Le numéro tel que les visiteurs le lisent (par exemple 438 555-0142); un appel compose ses chiffres.',
          { kind: 'plainText', names: true },
        ),
      ),
    tel: z
      .string()
      .refine((text) => dialledNumber(text) !== undefined, tenDigits)
      .optional()
      .meta(
        doc(
          ['Number dialled (if different)', 'Numéro composé (s’il diffère)'],
          'Only when a call must dial another number than the one shown; written any way (514 555-0100 or +15145550100).',
          'Seulement si un appel doit composer un autre numéro que celui affiché; écrit comme on veut (514 555-0100 ou +15145550100).',
          { kind: 'plainText' },
        ),
      ),
    name: LocalizedText.optional().meta(
      doc(
        ['Name', 'Nom'],
        'What this line is, in plain words, as the editor names it (the main phone is named already).',
        'Ce qu’est cette ligne, en mots simples, comme l’éditeur la nomme (le téléphone principal l’est déjà).',
        { names: true },
      ),
    ),
  })
  .superRefine((phone, ctx) => {
    if (phone.tel === undefined && dialledNumber(phone.display) === undefined)
      ctx.addIssue({ code: 'custom', path: ['display'], message: tenDigits });
  })
  .transform((phone) => ({ display: phone.display, tel: dialledNumber(phone.tel ?? phone.display) ?? '' }))
  .meta({
    id: 'Phone',
    ...doc(['Phone', 'Téléphone'], 'A phone number of the firm.', 'Un numéro de téléphone du cabinet.'),
  });

const clock = z
  .string()
  .regex(
    /^([01]\d|2[0-3]):[0-5]\d$/,
    say(
      'écrivez l’heure sur 24 heures, par exemple 09:00 ou 17:30',
      'write the time on a 24-hour clock, for example 09:00 or 17:30',
    ),
  )
  .meta(kind('time'));
const day = choices({
  Mo: { en: 'Monday', fr: 'lundi' },
  Tu: { en: 'Tuesday', fr: 'mardi' },
  We: { en: 'Wednesday', fr: 'mercredi' },
  Th: { en: 'Thursday', fr: 'jeudi' },
  Fr: { en: 'Friday', fr: 'vendredi' },
  Sa: { en: 'Saturday', fr: 'samedi' },
  Su: { en: 'Sunday', fr: 'dimanche' },
}).meta(doc(['Day', 'Jour'], 'A day of the week.', 'Un jour de la semaine.'));

/** The firm's business facts, each written once: pages and sentences name them, the build formats them per language. */
export const Facts = z
  .strictObject({
    prices: z
      .record(FactName, PriceFact)
      .meta(
        doc(
          ['Prices', 'Prix'],
          'Every price of the firm, written once: each page showing a price shows it from here.\n\nIn the files: a section shows one with price: <name>; a sentence with {name}.',
          'Tous les prix du cabinet, écrits une seule fois : chaque page qui montre un prix le prend ici.\n\nDans les fichiers : une section en affiche un avec price: <nom>; une phrase avec {nom}.',
          { add: ['Add a price named', 'Ajouter un prix nommé'] },
        ),
      ),
    openingHours: z
      .strictObject({
        days: z
          .strictObject({ from: day, to: day })
          .meta(
            doc(
              ['Days open', 'Jours d’ouverture'],
              'The first and the last day of the week the firm is open (Monday to Sunday: 7 days a week).',
              'Le premier et le dernier jour de la semaine où le cabinet est ouvert (du lundi au dimanche : 7 jours sur 7).',
            ),
          ),
        opens: clock.meta(
          doc(
            ['Opens at', 'Ouverture'],
            'Opening time, on the 24-hour clock (for example 09:00).',
            'Heure d’ouverture, sur 24 heures (par exemple 09:00).',
          ),
        ),
        closes: clock.meta(
          doc(
            ['Closes at', 'Fermeture'],
            'Closing time, on the 24-hour clock (for example 21:00).',
            'Heure de fermeture, sur 24 heures (par exemple 21:00).',
          ),
        ),
      })
      .meta(
        doc(
          ['Opening hours', 'Heures d’ouverture'],
          'Business hours. A sentence shows them with {openingHours}: “9 h à 21 h” / “9 a.m. to 9 p.m.”; search engines get them too.',
          'Heures d’ouverture. Une phrase les affiche avec {openingHours} : « 9 h à 21 h » / « 9 a.m. to 9 p.m. »; les moteurs de recherche les reçoivent aussi.',
        ),
      ),
    firm: z
      .strictObject({
        cpaPermit: z
          .string()
          .optional()
          .meta(
            doc(
              ['CPA permit (to fill in)', 'Permis CPA (à remplir)'],
              'To be filled in by the firm: its permit number from the Ordre des CPA du Québec, as printed on the permit. A sentence shows it with {firm.cpaPermit}; left empty, the part of the line that names it is not shown.',
              'À remplir par le cabinet : le numéro du permis d’exercice délivré par l’Ordre des CPA du Québec, tel qu’il est imprimé. Une phrase l’affiche avec {firm.cpaPermit}; laissé vide, la partie de la ligne qui le nomme n’est pas affichée.',
              { kind: 'plainText' },
            ),
          ),
        neq: z
          .string()
          .regex(
            /^(\d{10})?$/,
            say(
              'le NEQ compte 10 chiffres, sans espace (ou laissez vide)',
              'the NEQ has 10 digits, no spaces (or leave it empty)',
            ),
          )
          .optional()
          .meta(
            doc(
              ['NEQ (to fill in)', 'NEQ (à remplir)'],
              'To be filled in by the firm: its 10-digit Quebec business number (NEQ) from the Registraire des entreprises. A sentence shows it with {firm.neq}; left empty, the part of the line that names it is not shown.',
              'À remplir par le cabinet : son numéro d’entreprise du Québec (NEQ) à 10 chiffres, au Registraire des entreprises. Une phrase l’affiche avec {firm.neq}; laissé vide, la partie de la ligne qui le nomme n’est pas affichée.',
              { kind: 'plainText' },
            ),
          ),
        founded: z
          .number()
          .int()
          .min(1900)
          .max(2100)
          .optional()
          .meta(
            doc(
              ['Year founded (to fill in)', 'Fondé en (à remplir)'],
              'To be filled in by the firm: the year it was founded. A sentence shows it with {firm.founded}; left empty, the part of the line that names it is not shown.',
              'À remplir par le cabinet : son année de fondation. Une phrase l’affiche avec {firm.founded}; laissée vide, la partie de la ligne qui la nomme n’est pas affichée.',
              { kind: 'number' },
            ),
          ),
      })
      .optional()
      .meta(
        doc(
          ['Proof of the firm', 'Preuves du cabinet'],
          'Facts a visitor can check: CPA permit, business number (NEQ), year founded. Shown near the CPA claim, in the credentials.',
          'Des faits qu’un visiteur peut vérifier : permis de l’Ordre des CPA, numéro d’entreprise (NEQ), année de fondation. Affichés près du titre CPA, dans les gages de confiance.',
        ),
      ),
  })
  .meta({
    id: 'Facts',
    ...doc(
      ['Prices and facts', 'Prix et faits'],
      'The business facts written once: prices, rates and hours. Everything that shows them refers to them by name.',
      'Les faits du cabinet, écrits une seule fois : prix, taux et heures. Tout ce qui les affiche y renvoie par leur nom.',
    ),
  });
export type Facts = z.infer<typeof Facts>;

const NavLink = z
  .strictObject({
    label: LocalizedText.meta(
      doc(['Menu entry text', 'Texte de l’entrée de menu'], 'Words of the menu entry.', 'Texte de l’entrée de menu.'),
    ),
    page: PageId,
  })
  .meta({
    id: 'NavLink',
    kind: 'link',
    ...doc(
      ['Menu entry', 'Entrée de menu'],
      'A menu entry: a label and the page it opens.',
      'Une entrée de menu : un libellé et la page qu’elle ouvre.',
    ),
  });

export const Settings = z
  .strictObject({
    origin: HttpsUrl.refine(
      (url) => !url.endsWith('/'),
      say('écrivez l’adresse sans / à la fin', 'write the address without a trailing /'),
    )
      .meta({ not: { pattern: '/$' } })
      .meta(
        doc(
          ['Site address', 'Adresse du site'],
          'Public address of the site, without a trailing slash: https://www.example.com.',
          'Adresse publique du site, sans barre oblique finale : https://www.example.com.',
        ),
      ),
    brand: z
      .strictObject({
        name: z
          .string()
          .regex(/\S/)
          .meta(
            doc(
              ['Firm name', 'Nom du cabinet'],
              'Name of the firm, identical in both languages.',
              'Nom du cabinet, identique dans les deux langues.',
              { kind: 'plainText' },
            ),
          ),
        tagline: LocalizedText.meta(
          doc(['Tagline', 'Slogan'], 'Short line under the name.', 'Courte ligne sous le nom.'),
        ),
        description: LocalizedText.meta(
          doc(
            ['Firm description', 'Description du cabinet'],
            'Paragraph in the footer and default search description.',
            'Paragraphe du pied de page et description par défaut pour les moteurs de recherche.',
          ),
        ),
        cpaBadge: LocalizedText.meta(
          doc(
            ['CPA credential', 'Titre CPA'],
            'The firm’s CPA credential, shown in the footer.',
            'Le titre CPA du cabinet, affiché dans le pied de page.',
          ),
        ),
        priceRange: z
          .string()
          .regex(/^\$+$/)
          .meta(
            doc(
              ['Price range', 'Gamme de prix'],
              'Price level for search engines: $, $$ or $$$.',
              'Gamme de prix pour les moteurs de recherche : $, $$ ou $$$.',
              { kind: 'plainText' },
            ),
          ),
      })
      .meta(doc(['The firm', 'Le cabinet'], 'The firm.', 'Le cabinet.')),
    facts: Facts,
    trust: z
      .array(TrustItem)
      .min(1)
      .max(
        4,
        say(
          'au plus quatre éléments : la rangée doit se lire d’un coup d’œil',
          'at most four items: the row must read at a glance',
        ),
      )
      .meta(
        doc(
          ['Credentials', 'Gages de confiance'],
          'The firm’s credentials, shown in the banner of the pages that ask for them (hero trust: true). At most four.',
          'Les gages de confiance du cabinet, affichés dans la bannière des pages qui les demandent (hero trust: true). Quatre au plus.',
          { add: ['Add a credential', 'Ajouter un gage de confiance'] },
        ),
      ),
    contact: z
      .strictObject({
        email: z
          .email({
            error: (issue) =>
              issue.input === undefined
                ? undefined
                : say(
                    'écrivez une adresse courriel, par exemple info@example.com',
                    'write an e-mail address such as info@example.com',
                  ),
          })
          .meta(
            doc(
              ['Contact e-mail', 'Courriel de contact'],
              'Address the contact form writes to.',
              'Adresse courriel à laquelle le formulaire de contact écrit.',
              { kind: 'plainText' },
            ),
          ),
        phones: z
          .record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/), Phone)
          .refine(
            (phones) => 'general' in phones,
            say('un téléphone avec la clé general est obligatoire', 'a phone with key general is required'),
          )
          .meta(
            doc(
              ['Phone numbers', 'Numéros de téléphone'],
              'The firm’s phone numbers. “Call” buttons and the footer dial the main phone, unless a button names another.',
              'Les numéros du cabinet. Les boutons « Appeler » et le pied de page composent le téléphone principal, sauf si un bouton en nomme un autre.',
              {
                keys: { general: { en: 'Main phone', fr: 'Téléphone principal' } },
                add: ['Add a phone named', 'Ajouter un téléphone nommé'],
              },
            ),
          )
          .meta({ required: ['general'] }),
        location: LocalizedText.meta(
          doc(['Location', 'Emplacement'], 'Where the firm is.', 'Où se trouve le cabinet.'),
        ),
        hours: LocalizedText.meta(
          doc(
            ['Hours (as shown)', 'Heures (telles qu’affichées)'],
            'Business hours, as visitors read them.',
            'Heures d’ouverture, telles que les visiteurs les lisent.',
          ),
        ),
        areaServed: z
          .string()
          .regex(/\S/)
          .meta(
            doc(
              ['Region served', 'Région desservie'],
              'Region served, for search engines: Québec.',
              'Région desservie, pour les moteurs de recherche : Québec.',
              { kind: 'plainText' },
            ),
          ),
      })
      .meta(
        doc(
          ['Contact', 'Coordonnées'],
          'How visitors reach the firm.',
          'Comment les visiteurs peuvent joindre le cabinet.',
        ),
      ),
    portal: z
      .strictObject({
        url: HttpsUrl.meta(
          doc(
            ['Portal address', 'Adresse du portail'],
            'Client portal login page (opens in a new tab).',
            'Page de connexion du portail client (s’ouvre dans un nouvel onglet).',
          ),
        ),
      })
      .meta(
        doc(
          ['Client portal', 'Portail client'],
          'The client portal, where clients exchange documents.',
          'Le portail client, où les clients échangent des documents.',
        ),
      ),
    booking: z
      .strictObject({ fr: HttpsUrl, en: HttpsUrl })
      .meta(
        doc(
          ['Booking calendar', 'Calendrier de réservation'],
          'Booking calendar page shown in the booking window, per language.',
          'Page du calendrier de réservation affichée dans la fenêtre de réservation, pour chaque langue.',
        ),
      ),
    navigation: z
      .strictObject({
        main: z
          .array(NavLink)
          .min(1)
          .meta(
            doc(
              ['Menu links', 'Liens du menu'],
              'Links of the top bar and mobile menu.',
              'Liens de la barre du haut et du menu mobile.',
              { add: ['Add a menu link', 'Ajouter un lien au menu'] },
            ),
          ),
        login: LocalizedText.meta(
          doc(
            ['Client login link', 'Lien de connexion client'],
            'Label of the client portal link.',
            'Libellé du lien vers le portail client.',
          ),
        ),
        getStarted: LocalizedText.meta(
          doc(
            ['Get-started button', 'Bouton « Commencer »'],
            'Label of the top bar button.',
            'Libellé du bouton de la barre du haut.',
          ),
        ),
        skipLink: LocalizedText.meta(
          doc(
            ['Skip link', 'Lien d’évitement'],
            'Label of the hidden “skip to content” link.',
            'Libellé du lien caché “passer au contenu”.',
          ),
        ),
        openMenu: LocalizedText.meta(
          doc(
            ['Open-menu button', 'Bouton d’ouverture du menu'],
            'Accessible name of the button that opens the phone menu.',
            'Nom accessible du bouton qui ouvre le menu mobile.',
          ),
        ),
        closeMenu: LocalizedText.meta(
          doc(
            ['Close-menu button', 'Bouton de fermeture du menu'],
            'Label of the button that closes the phone menu.',
            'Libellé du bouton qui ferme le menu mobile.',
          ),
        ),
        newTab: LocalizedText.meta(
          doc(
            ['New tab notice', 'Mention « nouvel onglet »'],
            'Added to the accessible name of links opening a new tab.',
            'Ajouté au nom accessible des liens qui s’ouvrent dans un nouvel onglet.',
          ),
        ),
        switchLanguage: LocalizedText.meta(
          doc(
            ['Language link', 'Lien de langue'],
            'Label of the language link: in French pages it reads English, and vice versa.',
            'Libellé du lien de langue : sur les pages françaises, il affiche English, et inversement.',
          ),
        ),
        home: LocalizedText.meta(
          doc(
            ['Home (logo)', 'Accueil (logo)'],
            'Said by screen readers after the logo’s visible name, to tell that it leads to the home page.',
            'Lu par les lecteurs d’écran après le nom visible du logo, pour dire qu’il mène à l’accueil.',
          ),
        ),
      })
      .meta(doc(['Menus', 'Menus'], 'Top bar and menu.', 'Barre du haut et menu.')),
    footer: z
      .strictObject({
        columns: z
          .array(
            z
              .strictObject({
                heading: LocalizedText.meta(
                  doc(['Column heading', 'Titre de la colonne'], 'Heading of the column.', 'Titre de la colonne.'),
                ),
                links: z
                  .array(Link)
                  .min(1)
                  .meta(
                    doc(
                      ['Column links', 'Liens de la colonne'],
                      'Links of the column, top to bottom.',
                      'Liens de la colonne, de haut en bas.',
                      { add: ['Add a link', 'Ajouter un lien'] },
                    ),
                  ),
              })
              .meta({
                id: 'FooterColumn',
                ...doc(
                  ['Footer column', 'Colonne du pied de page'],
                  'A column of links in the footer.',
                  'Une colonne de liens dans le pied de page.',
                ),
              }),
          )
          .min(1)
          .meta(
            doc(
              ['Link columns', 'Colonnes de liens'],
              'Columns of links, left to right.',
              'Colonnes de liens, de gauche à droite.',
              { add: ['Add a column', 'Ajouter une colonne'] },
            ),
          ),
        contactHeading: LocalizedText.meta(
          doc(
            ['Contact column heading', 'Titre de la colonne des coordonnées'],
            'Heading of the footer column with the contact details.',
            'Titre de la colonne du pied de page qui présente les coordonnées.',
          ),
        ),
        rights: LocalizedText.meta(
          doc(
            ['Copyright line', 'Ligne des droits d’auteur'],
            'Copyright line; {year} is replaced by the current year.',
            'Ligne des droits d’auteur; {year} est remplacé par l’année en cours.',
            { fills: ['year'] },
          ),
        ),
      })
      .meta(doc(['Footer', 'Pied de page'], 'Footer.', 'Pied de page.')),
    pricing: z
      .strictObject({
        taxesNotIncluded: LocalizedText.meta(
          doc(
            ['Taxes not included', 'Taxes en sus'],
            'Shown next to every amount: “taxes en sus”.',
            'Affiché à côté de chaque montant : “taxes en sus”.',
          ),
        ),
        covers: LocalizedText.meta(
          doc(
            ['“Covers” label', 'Libellé « comprend »'],
            'Label before what a price covers: “Ce prix comprend”.',
            'Libellé devant ce que comprend un prix : “Ce prix comprend”.',
          ),
        ),
        excludes: LocalizedText.meta(
          doc(
            ['“Excludes” label', 'Libellé « ne comprend pas »'],
            'Label before what a price excludes: “Ce prix ne comprend pas”.',
            'Libellé devant ce qu’un prix exclut : “Ce prix ne comprend pas”.',
          ),
        ),
        from: LocalizedText.meta(
          doc(
            ['“From” word', 'Mots « à partir de »'],
            'Word before a starting price: “à partir de”.',
            'Mots devant un prix de départ : “à partir de”.',
          ),
        ),
        approximately: LocalizedText.meta(
          doc(
            ['“Approximately”', '« Environ »'],
            'A rounded amount, such as a monthly payment that does not divide evenly: “environ {amount}”; {amount} is replaced.',
            'Un montant arrondi, par exemple une mensualité qui ne tombe pas juste : « environ {amount} »; {amount} est remplacé.',
            { fills: ['amount'] },
          ),
        ),
        units: z
          .strictObject({
            once: LocalizedText.meta(
              doc(
                ['One-off', 'Montant unique'],
                'After a one-off amount (unit: once).',
                'Après un montant unique (unit: once).',
              ),
            ),
            year: LocalizedText.meta(
              doc(
                ['Per year', 'Par année'],
                'After a yearly amount (unit: year): “/ an”.',
                'Après un montant annuel (unit: year) : “/ an”.',
              ),
            ),
            fiscalYear: LocalizedText.meta(
              doc(
                ['Per fiscal year', 'Par exercice'],
                'After an amount per fiscal year (unit: fiscalYear).',
                'Après un montant par exercice financier (unit: fiscalYear).',
              ),
            ),
            month: LocalizedText.meta(
              doc(
                ['Per month', 'Par mois'],
                'After a monthly amount (unit: month).',
                'Après un montant mensuel (unit: month).',
              ),
            ),
            hour: LocalizedText.meta(
              doc(
                ['Per hour', 'Par heure'],
                'After an hourly rate (unit: hour).',
                'Après un taux horaire (unit: hour).',
              ),
            ),
          })
          .meta(
            doc(
              ['Units', 'Unités'],
              'Text after an amount per unit (/ year…).',
              'Texte après un montant, selon l’unité (/ an…).',
            ),
          ),
        minimumHours: LocalizedText.meta(
          doc(
            ['Minimum hours text', 'Texte du minimum d’heures'],
            'Minimum booking; {hours} is replaced by the number.',
            'Minimum d’heures par réservation; {hours} est remplacé par le nombre.',
            { fills: ['hours'] },
          ),
        ),
      })
      .meta(doc(['Price wording', 'Textes des prix'], 'Words around prices.', 'Textes autour des prix.')),
    privacy: z
      .strictObject({
        page: PageId.meta(
          doc(
            ['Privacy page', 'Page de confidentialité'],
            'Id of the privacy page; the footer, the contact form and the booking window link to it.',
            'Identifiant (id) de la page de confidentialité; le pied de page, le formulaire de contact et la fenêtre de réservation y mènent.',
          ),
        ),
        link: LocalizedText.meta(
          doc(
            ['Privacy link text', 'Texte du lien de confidentialité'],
            'Words of the links to the privacy page.',
            'Texte des liens vers la page de confidentialité.',
          ),
        ),
        officer: z
          .strictObject({
            title: LocalizedText.meta(
              doc(
                ['Officer’s title', 'Titre du responsable'],
                'Title of the person in charge of the protection of personal information.',
                'Titre de la personne responsable de la protection des renseignements personnels.',
              ),
            ),
            name: z
              .string()
              .regex(/\S/, say('le nom est vide', 'the name is empty'))
              .optional()
              .meta(
                doc(
                  ['Officer’s name', 'Nom du responsable'],
                  'Their name, if the firm publishes it.',
                  'Son nom, si le cabinet le publie.',
                  { kind: 'plainText' },
                ),
              ),
            email: z
              .email({
                error: (issue) =>
                  issue.input === undefined
                    ? undefined
                    : say(
                        'écrivez une adresse courriel, par exemple privacy@example.com',
                        'write an e-mail address such as privacy@example.com',
                      ),
              })
              .meta(
                doc(
                  ['Privacy e-mail', 'Courriel de confidentialité'],
                  'Address for privacy requests.',
                  'Adresse courriel pour les demandes relatives à la confidentialité.',
                  { kind: 'plainText' },
                ),
              ),
            phone: PhoneKey.optional().meta(
              doc(
                ['Privacy phone', 'Téléphone de confidentialité'],
                'Key of contact.phones to show for privacy requests.',
                'Clé de contact.phones du numéro de téléphone à afficher pour les demandes relatives à la confidentialité.',
              ),
            ),
          })
          .meta(
            doc(
              ['Privacy officer', 'Responsable de la confidentialité'],
              'The person in charge of personal information (Law 25): their title and how to reach them are published.',
              'La personne responsable des renseignements personnels (Loi 25) : son titre et ses coordonnées sont publiés.',
            ),
          ),
        bookingNotice: LocalizedText.meta(
          doc(
            ['Booking notice', 'Avis de réservation'],
            'One line in the booking window: the calendar is a third-party service with its own privacy policy.',
            'Une ligne dans la fenêtre de réservation : le calendrier est un service tiers qui a sa propre politique de confidentialité.',
          ),
        ),
      })
      .meta(
        doc(
          ['Privacy', 'Confidentialité'],
          'Privacy (Quebec Law 25): the privacy page and the person in charge of personal information.',
          'Confidentialité (Loi 25 du Québec) : la page de confidentialité et la personne responsable des renseignements personnels.',
        ),
      ),
    dialogs: z
      .strictObject({
        close: LocalizedText.meta(
          doc(
            ['Close button', 'Bouton de fermeture'],
            'Label of the close button of every window.',
            'Libellé du bouton de fermeture de toutes les fenêtres.',
          ),
        ),
        getStarted: z
          .strictObject({
            title: LocalizedText.meta(
              doc(
                ['Window title', 'Titre de la fenêtre'],
                'Title of the get-started window.',
                'Titre de la fenêtre de démarrage.',
              ),
            ),
            intro: LocalizedText.meta(
              doc(['Introduction', 'Introduction'], 'Sentence under the title.', 'Phrase sous le titre.'),
            ),
            book: LocalizedText.meta(
              doc(
                ['Book choice', 'Choix « réserver »'],
                'Choice that opens the booking calendar.',
                'Choix qui ouvre le calendrier de réservation.',
              ),
            ),
            call: LocalizedText.meta(
              doc(
                ['Call choice', 'Choix « appeler »'],
                'Choice that calls the general number.',
                'Choix qui compose le numéro de téléphone principal (general).',
              ),
            ),
            email: LocalizedText.meta(
              doc(
                ['E-mail choice', 'Choix « courriel »'],
                'Choice that writes an e-mail to the firm.',
                'Choix qui ouvre un courriel adressé au cabinet.',
              ),
            ),
            portal: LocalizedText.meta(
              doc(
                ['Portal choice', 'Choix « portail »'],
                'Choice that opens the client portal.',
                'Choix qui ouvre le portail client.',
              ),
            ),
            chosen: LocalizedText.meta(
              doc(
                ['Chosen plan line', 'Ligne du forfait choisi'],
                'Opened from a plan card: the line under the title of this window and of the booking window, and the subject of the e-mail; {plan} is replaced by the card’s title.',
                'Ouverte depuis la carte d’un forfait : la ligne sous le titre de cette fenêtre et de la fenêtre de réservation, et l’objet du courriel; {plan} est remplacé par le titre de la carte.',
                { fills: ['plan'] },
              ),
            ),
          })
          .meta(
            doc(
              ['Get-started window', 'Fenêtre « Commencer »'],
              'The get-started window: its title, introduction and the label of each choice.',
              'La fenêtre de démarrage : son titre, son introduction et le libellé de chaque choix.',
            ),
          ),
        booking: z
          .strictObject({
            title: LocalizedText.meta(
              doc(
                ['Window title', 'Titre de la fenêtre'],
                'Title of the booking window.',
                'Titre de la fenêtre de réservation.',
              ),
            ),
            loading: LocalizedText.meta(
              doc(
                ['Loading text', 'Texte de chargement'],
                'Shown while the calendar loads.',
                'Affiché pendant le chargement du calendrier.',
              ),
            ),
            frameTitle: LocalizedText.meta(
              doc(
                ['Calendar frame name', 'Nom du cadre du calendrier'],
                'Accessible name of the calendar frame, read by screen readers.',
                'Nom accessible du cadre du calendrier, lu par les lecteurs d’écran.',
              ),
            ),
            unavailable: LocalizedText.meta(
              doc(
                ['Calendar unavailable', 'Calendrier indisponible'],
                'Shown instead of the calendar when it does not load after a short wait: the phone number and e-mail address follow.',
                'Affiché à la place du calendrier quand il ne se charge pas après une courte attente : le numéro de téléphone et l’adresse courriel suivent.',
              ),
            ),
          })
          .meta(
            doc(
              ['Booking window', 'Fenêtre de réservation'],
              'The booking window around the third-party calendar.',
              'La fenêtre de réservation qui contient le calendrier du service tiers.',
            ),
          ),
      })
      .meta(
        doc(
          ['Dialogs', 'Fenêtres'],
          'Texts of the get-started and booking windows.',
          'Textes de la fenêtre de démarrage et de la fenêtre de réservation.',
        ),
      ),
    notFound: z
      .strictObject({
        title: LocalizedText.meta(
          doc(
            ['Not-found heading', 'Titre de la page introuvable'],
            'Heading of the not-found page.',
            'Titre de la page affichée quand une page est introuvable.',
          ),
        ),
        text: LocalizedText.meta(doc(['Text', 'Texte'], 'Sentence under it.', 'Phrase en dessous.')),
        home: LocalizedText.meta(
          doc(
            ['Home button', 'Bouton d’accueil'],
            'Label of the button back to the home page.',
            'Libellé du bouton de retour à la page d’accueil.',
          ),
        ),
        destinationsHeading: LocalizedText.meta(
          doc(
            ['Destinations heading', 'Titre des destinations'],
            'Heading above the main destinations.',
            'Titre au-dessus des destinations principales.',
          ),
        ),
        destinations: z
          .array(Card)
          .min(1)
          .meta(
            doc(
              ['Destinations', 'Destinations'],
              'Cards leading to the main pages of the site, each with a link (action).',
              'Des cartes qui mènent aux pages principales du site, chacune avec un lien (action).',
              { add: ['Add a destination', 'Ajouter une destination'] },
            ),
          ),
      })
      .meta(
        doc(
          ['Not-found page', 'Page introuvable'],
          'Page shown for an address that does not exist.',
          'Page affichée pour une adresse qui n’existe pas.',
        ),
      ),
    seo: z
      .strictObject({
        image: z
          .string()
          .regex(/^\/[\w./-]+\.(?:png|jpe?g|webp)$/)
          .meta(
            doc(
              ['Default sharing image', 'Image de partage par défaut'],
              'Default image for social sharing, a file in public/.',
              'Image par défaut pour le partage sur les réseaux sociaux, un fichier dans public/.',
              { kind: 'imageAddress' },
            ),
          ),
        twitter: z
          .string()
          .regex(/^@\w+$/)
          .optional()
          .meta(
            doc(['Twitter/X account', 'Compte Twitter/X'], 'Twitter/X account, @name.', 'Compte Twitter/X, @nom.', {
              kind: 'plainText',
            }),
          ),
      })
      .meta(
        doc(
          ['Search engines', 'Moteurs de recherche'],
          'Search and social defaults.',
          'Valeurs par défaut pour les moteurs de recherche et les réseaux sociaux.',
        ),
      ),
  })
  .meta({
    id: 'Settings',
    title: 'Site settings',
    ...doc(
      ['Site settings', 'Réglages du site'],
      'site.yaml: everything shared by every page.',
      'site.yaml : tout ce qui est commun à toutes les pages.',
    ),
  });
export type Settings = z.infer<typeof Settings>;
