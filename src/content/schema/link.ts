// Where a button or link goes, as data: a page, an article, an action, or an external https address.
import { z } from 'zod';
import { say } from '../messages.ts';
import { type Choice, choices, doc } from './doc.ts';
import { LocalizedText, Slug } from './text.ts';

export const PageId = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    say(
      'un id de page s’écrit en minuscules, chiffres et traits d’union (par exemple pricing-company)',
      'a page id uses lowercase letters, digits and hyphens (for example pricing-company)',
    ),
  )
  .meta({
    id: 'PageId',
    kind: 'page',
    ...doc(
      ['Page', 'Page'],
      'The id of a page in pages/ (its `id:` field), such as pricing-company.',
      'L’identifiant d’une page de pages/ (son champ `id:`), par exemple pricing-company.',
    ),
  });

export const PhoneKey = z
  .string()
  .regex(
    /^[a-zA-Z][a-zA-Z0-9]*$/,
    say('une clé de téléphone est un seul mot, par exemple general', 'a phone key is a single word such as general'),
  )
  .meta({
    id: 'PhoneKey',
    kind: 'phone',
    ...doc(
      ['Phone number', 'Numéro de téléphone'],
      'A key of contact.phones in site.yaml, such as general.',
      'Une clé de contact.phones dans site.yaml, par exemple general.',
    ),
  });

export const PersonId = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    say(
      'un id de personne s’écrit en minuscules, chiffres et traits d’union (par exemple mathieu-gagnon)',
      'a person id uses lowercase letters, digits and hyphens (for example mathieu-gagnon)',
    ),
  )
  .meta({
    id: 'PersonId',
    kind: 'person',
    ...doc(
      ['Team member', 'Membre de l’équipe'],
      'The id of a team member (the `id:` of a person in a people section, pages/about.yaml), such as mathieu-gagnon.',
      'L’id d’un membre de l’équipe (le champ `id:` d’une personne dans une section people, pages/about.yaml), par exemple mathieu-gagnon.',
    ),
  });

export const actionNames = ['getStarted', 'booking', 'call', 'email', 'back', 'portal'] as const;
export const ActionName = choices({
  getStarted: { en: 'opens the get-started dialog', fr: 'ouvre la fenêtre de démarrage' },
  booking: { en: 'opens the booking calendar', fr: 'ouvre le calendrier de réservation' },
  call: {
    en: 'calls the firm (the number chosen under Number to call)',
    fr: 'appelle le cabinet (le numéro choisi sous Numéro à composer)',
  },
  email: { en: 'writes to the firm', fr: 'ouvre un courriel adressé au cabinet' },
  back: {
    en: 'goes back to the previous page (or to the one under Page to open, for a visitor who came straight here)',
    fr: 'revient à la page précédente (ou à celle de Page à ouvrir, pour un visiteur arrivé directement ici)',
  },
  portal: { en: 'opens the client portal in a new tab', fr: 'ouvre le portail client dans un nouvel onglet' },
} satisfies Record<(typeof actionNames)[number], Choice>).meta({
  id: 'ActionName',
  kind: 'action',
  ...doc(['What it does', 'Ce qu’il fait'], 'What the link or button does.', 'Ce que fait le lien ou le bouton.'),
});

/** An https address on a named host; shared with the article photo, which may also be a local picture. */
export const HTTPS_URL = /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?:[/?#][^\s"'<>]*)?$/i;

export const HttpsUrl = z
  .string()
  .regex(
    HTTPS_URL,
    say(
      'une adresse externe doit commencer par https:// (http:, javascript: et data: sont refusés)',
      'an external address must start with https:// (http:, javascript: and data: are refused)',
    ),
  )
  .meta({
    id: 'HttpsUrl',
    kind: 'url',
    ...doc(['Web address', 'Adresse Web'], 'An external https:// address.', 'Une adresse externe en https://.'),
  });

const targetShape = {
  page: PageId.optional().meta(
    doc(
      ['Page to open', 'Page à ouvrir'],
      'Go to this page, in the visitor’s language.',
      'Mène à cette page, dans la langue du visiteur.',
    ),
  ),
  post: Slug.optional().meta(
    doc(
      ['Article to open', 'Article à ouvrir'],
      'Go to this article: its English slug (pages/blog/<file>.yaml `slug.en`).',
      'Mène à cet article : son slug anglais (pages/blog/<file>.yaml `slug.en`).',
      { kind: 'post' },
    ),
  ),
  action: ActionName.optional(),
  phone: PhoneKey.optional().meta(
    doc(
      ['Number to call', 'Numéro à composer'],
      'The firm’s number a “Call” button dials (the main phone if left out).\n\nIn the file: with action: call, a key of contact.phones.',
      'Le numéro du cabinet que compose un bouton « Appeler » (le téléphone principal s’il est omis).\n\nDans le fichier : avec action: call, une clé de contact.phones.',
    ),
  ),
  url: HttpsUrl.optional().meta(
    doc(
      ['Web address', 'Adresse Web'],
      'An external https:// address (opens in a new tab).',
      'Une adresse externe en https:// (s’ouvre dans un nouvel onglet).',
    ),
  ),
  // An outside site with a page per language (the Ordre's directory): English visitors land on the English one (review 8).
  urlEn: HttpsUrl.optional().meta(
    doc(
      ['Web address in English', 'Adresse Web en anglais'],
      'Only when the other site has its own English page: English visitors go there, French visitors to Web address.',
      'Seulement si l’autre site a sa propre page en anglais : les visiteurs anglophones y vont, les francophones à l’Adresse Web.',
    ),
  ),
};

type TargetFields = { page?: string; post?: string; action?: string; phone?: string; url?: string; urlEn?: string };

/** The rules JSON Schema cannot say on its own, enforced for zod and mirrored for editors. */
function checkTarget(value: TargetFields, ctx: z.RefinementCtx) {
  const chosen = (['page', 'post', 'action', 'url'] as const).filter((key) => value[key] !== undefined);
  const isBack = value.action === 'back';
  if (isBack) {
    if (value.page === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['page'],
        message: say(
          'action: back a besoin d’une page où aller quand il n’y a pas d’historique (par exemple page: pricing)',
          'action: back needs a page to go to when there is no history (for example page: pricing)',
        ),
      });
    if (value.post !== undefined || value.url !== undefined)
      ctx.addIssue({
        code: 'custom',
        message: say('action: back ne prend qu’une page de repli', 'action: back takes only a fallback page'),
      });
  } else if (chosen.length !== 1) {
    ctx.addIssue({
      code: 'custom',
      message:
        chosen.length === 0
          ? say(
              'dites où mène le lien : l’un de page, post, action ou url',
              'say where it goes: one of page, post, action or url',
            )
          : say(
              `indiquez un seul champ parmi page, post, action ou url (trouvé : ${chosen.join(', ')})`,
              `give only one of page, post, action or url (found ${chosen.join(', ')})`,
            ),
    });
  }
  if (value.action === 'call' && value.phone === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['phone'],
      message: say(
        'action: call a besoin de phone: <clé de contact.phones dans site.yaml>',
        'action: call needs phone: <key of contact.phones in site.yaml>',
      ),
    });
  if (value.urlEn !== undefined && value.url === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['urlEn'],
      message: say(
        'l’adresse en anglais accompagne une Adresse Web (url), celle des visiteurs francophones',
        'the English address goes with a Web address (url), the French visitors’ one',
      ),
    });
  if (value.phone !== undefined && value.action !== 'call')
    ctx.addIssue({
      code: 'custom',
      path: ['phone'],
      message: say('phone ne s’emploie qu’avec action: call', 'phone is only used with action: call'),
    });
}

/** JSON Schema mirror of checkTarget, so the editor flags the same mistakes. */
const targetJsonRules = {
  oneOf: [
    { required: ['page'], not: { anyOf: [{ required: ['post'] }, { required: ['url'] }, { required: ['action'] }] } },
    { required: ['post'], not: { anyOf: [{ required: ['page'] }, { required: ['url'] }, { required: ['action'] }] } },
    { required: ['url'], not: { anyOf: [{ required: ['page'] }, { required: ['post'] }, { required: ['action'] }] } },
    {
      required: ['action'],
      properties: { action: { const: 'call' } },
      not: { anyOf: [{ required: ['page'] }, { required: ['post'] }, { required: ['url'] }] },
    },
    {
      required: ['action', 'page'],
      properties: { action: { const: 'back' } },
      not: { anyOf: [{ required: ['post'] }, { required: ['url'] }] },
    },
    {
      required: ['action'],
      properties: { action: { enum: ['getStarted', 'booking', 'email', 'portal'] } },
      not: { anyOf: [{ required: ['page'] }, { required: ['post'] }, { required: ['url'] }] },
    },
  ],
  dependentRequired: { urlEn: ['url'] },
  if: { required: ['action'], properties: { action: { const: 'call' } } },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then/else, not a promise
  then: { required: ['phone'] },
  else: { not: { required: ['phone'] } },
};

export const Link = z
  .strictObject({
    ...targetShape,
    label: LocalizedText.meta(
      doc(['Link text', 'Texte du lien'], 'The words on the link or button.', 'Le texte du lien ou du bouton.'),
    ),
  })
  .superRefine(checkTarget)
  .meta({
    id: 'Link',
    kind: 'link',
    ...doc(
      ['Link', 'Lien'],
      'A link or button: a label plus exactly one of page, post, action or url.',
      'Un lien ou un bouton : un libellé et un seul champ parmi page, post, action ou url.',
    ),
    examples: [{ label: { fr: 'Voir les tarifs', en: 'See pricing' }, page: 'pricing' }],
    ...targetJsonRules,
  });
export type Link = z.infer<typeof Link>;

export const Cta = z
  .strictObject({
    ...targetShape,
    label: LocalizedText.optional().meta(
      doc(
        ['Button text', 'Texte du bouton'],
        'The words on the button. May be left out for a button that calls or writes to the firm: the number or address is shown.',
        'Le texte du bouton. Peut être omis pour un bouton qui appelle ou écrit au cabinet : le numéro ou l’adresse courriel s’affiche alors.',
      ),
    ),
    style: choices({
      primary: { en: 'filled (default)', fr: 'plein (par défaut)' },
      secondary: { en: 'outlined', fr: 'contour seulement' },
    })
      .optional()
      .meta(doc(['Button style', 'Style du bouton'], 'Look of the button.', 'L’apparence du bouton.')),
  })
  .superRefine((value, ctx) => {
    checkTarget(value, ctx);
    if (value.label === undefined && value.action !== 'call' && value.action !== 'email')
      ctx.addIssue({
        code: 'custom',
        path: ['label'],
        message: say(
          'un bouton a besoin d’un libellé (label); seuls call et email peuvent s’en passer',
          'a button needs a label (only call and email may leave it out)',
        ),
      });
  })
  .meta({
    id: 'Cta',
    kind: 'link',
    ...doc(
      ['Button', 'Bouton'],
      'A button: its words, its look, and what it opens (a page, an article, a window of the site or a web address).\n\nIn the file: exactly one of page, post, action or url.',
      'Un bouton : son texte, son apparence et ce qu’il ouvre (une page, un article, une fenêtre du site ou une adresse Web).\n\nDans le fichier : un seul champ parmi page, post, action ou url.',
    ),
    examples: [{ label: { fr: 'Commencer', en: 'Get started' }, action: 'getStarted' }],
    ...targetJsonRules,
  });
export type Cta = z.infer<typeof Cta>;
