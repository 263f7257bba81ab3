// The `hero` section type: the banner at the top of a page, with its h1; its fields, documented in English and French, and its examples. No React here.
import { z } from 'zod';
import { say } from '../../content/messages.ts';
import { choices, doc } from '../../content/schema/doc.ts';
import { iconWords } from '../../content/schema/icon.ts';
import { Cta } from '../../content/schema/link.ts';
import { anchor } from '../../content/schema/section-parts.ts';
import { LocalizedText } from '../../content/schema/text.ts';

export const Hero = z
  .strictObject({
    type: z.literal('hero'),
    anchor,
    eyebrow: LocalizedText.optional().meta(
      doc(['Eyebrow text', 'Surtitre'], 'Small line above the title.', 'Petite ligne au-dessus du titre.'),
    ),
    title: LocalizedText.meta(
      doc(
        ['Main heading', 'Titre principal'],
        'The page’s main heading (h1). One per page.',
        'Le titre principal de la page (h1). Un seul par page.',
        { names: true },
      ),
    ),
    subtitle: LocalizedText.optional().meta(
      doc(['Subtitle', 'Sous-titre'], 'Sentence under the title.', 'Phrase sous le titre.'),
    ),
    actions: z
      .array(Cta)
      .max(2, say('une bannière hero contient au plus deux boutons', 'a hero holds at most two buttons'))
      .optional()
      .meta(
        doc(['Buttons', 'Boutons'], 'Up to two buttons.', 'Jusqu’à deux boutons.', {
          add: ['Add a button', 'Ajouter un bouton'],
        }),
      ),
    variant: choices({
      home: { en: 'tall banner, for the home page', fr: 'grande bannière, pour la page d’accueil' },
      page: { en: 'compact banner (default)', fr: 'bannière compacte (par défaut)' },
    })
      .optional()
      .meta(doc(['Size', 'Taille'], 'Height of the banner.', 'Hauteur de la bannière.')),
    visual: choices({
      portal: { en: 'the client portal and its mobile app', fr: 'le portail client et son application mobile' },
      ...iconWords,
    })
      .optional()
      .meta(
        doc(
          ['Drawing', 'Illustration'],
          'Drawing on the right of the banner on wide screens: the client portal, or an icon drawn on the sheet chosen under Drawing style.',
          'Dessin à droite de la bannière sur grand écran : le portail client, ou une icône dessinée sur la feuille choisie sous Style du dessin.',
        ),
      ),
    drawing: choices({
      document: { en: 'a sheet with a checklist (default)', fr: 'une feuille avec une liste cochée (par défaut)' },
      chart: {
        en: 'a sheet with a bar chart and a rising line',
        fr: 'une feuille avec un graphique à barres et une courbe qui monte',
      },
      calendar: { en: 'a calendar page with a day checked', fr: 'une page de calendrier avec un jour coché' },
      conversation: { en: 'a conversation: speech bubbles', fr: 'une conversation : des bulles de dialogue' },
    })
      .optional()
      .meta(
        doc(
          ['Drawing style', 'Style du dessin'],
          'The drawing the icon of Drawing sits on (not with the client portal): pick the one that says what the page is about, so pages do not all look alike.',
          'Le dessin sur lequel l’icône de l’illustration est posée (pas avec le portail client) : choisissez celui qui dit de quoi parle la page, pour que les pages ne se ressemblent pas toutes.',
        ),
      ),
    trust: z
      .boolean()
      .optional()
      .meta(
        doc(
          ['Show credentials', 'Afficher les gages de confiance'],
          'Ticked, the firm’s credentials show under the buttons (they are written once, in the site settings).\n\nIn the file: true; the credentials are site.yaml’s trust.',
          'Coché, les gages de confiance du cabinet s’affichent sous les boutons (ils s’écrivent une fois, dans les réglages du site).\n\nDans le fichier : true; les gages sont le trust de site.yaml.',
          { kind: 'yesNo' },
        ),
      ),
  })
  .meta({
    id: 'HeroSection',
    title: 'hero',
    ...doc(
      ['Banner', 'Bannière'],
      'The banner at the top of a page, with the page’s main heading (h1).',
      'La bannière en haut d’une page, avec le titre principal de la page (h1).',
    ),
    // One example per variant, in the order of its choices: the gallery and the editor’s catalogue show each.
    examples: [
      {
        type: 'hero',
        variant: 'home',
        title: { fr: 'Votre comptable en ligne', en: 'Your online accountant' },
        subtitle: {
          fr: 'Une équipe dirigée par un CPA, qui répond sept jours sur sept.',
          en: 'A CPA-led team that answers seven days a week.',
        },
        actions: [{ label: { fr: 'Prendre rendez-vous', en: 'Book a meeting' }, action: 'booking' }],
        visual: 'portal',
        trust: true,
      },
      {
        type: 'hero',
        variant: 'page',
        eyebrow: { fr: 'Tarifs', en: 'Pricing' },
        title: { fr: 'Des prix annoncés d’avance', en: 'Prices announced up front' },
        subtitle: {
          fr: 'Choisissez le forfait qui correspond à votre situation.',
          en: 'Choose the plan that fits your situation.',
        },
        visual: 'calculator',
        drawing: 'chart',
      },
    ],
  });
