// One route of the site: its id, address, head metadata and the sections it lists, top to bottom.
import { z } from 'zod';
import { say } from '../../content/messages.ts';
import { doc } from '../../content/schema/doc.ts';
import { PageId } from '../../content/schema/link.ts';
import { LocalizedText } from '../../content/schema/text.ts';
import { Section } from './sections.ts';

export const PagePath = z
  .string()
  .regex(
    /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*(?:\/:post)?)?$/,
    say(
      'une adresse commence par / et s’écrit en mots minuscules séparés par / et - (par exemple /pricing/company); seule la page des articles peut se terminer par /:post',
      'a path starts with / and uses lowercase words separated by / and - (for example /pricing/company); only the article page may end in /:post',
    ),
  )
  .refine(
    (path) => path !== '/en' && !path.startsWith('/en/'),
    say(
      'écrivez seulement l’adresse française : l’adresse anglaise s’obtient en ajoutant /en devant',
      'write the French path only: the English address is made by adding /en in front',
    ),
  )
  .meta({
    id: 'PagePath',
    kind: 'address',
    not: { pattern: '^/en(/|$)' },
    ...doc(
      ['Page address', 'Adresse de la page'],
      'Address of the French page (/pricing/company). The English page is the same with /en in front (/en/pricing/company). The article page ends in /:post.',
      'Adresse de la page française (/pricing/company). La page anglaise a la même adresse, précédée de /en (/en/pricing/company). La page d’article se termine par /:post.',
    ),
  });

export const PageHead = z
  .strictObject({
    title: LocalizedText.meta(
      doc(
        ['Browser tab title', 'Titre de l’onglet'],
        'Title in the browser tab and search results (about 60 characters at most, the firm’s name is added).',
        'Titre dans l’onglet du navigateur et dans les résultats de recherche (environ 60 caractères au maximum; le nom du cabinet est ajouté).',
      ),
    ),
    description: LocalizedText.meta(
      doc(
        ['Search engine summary', 'Résumé pour les moteurs de recherche'],
        'Summary shown by search engines (about 160 characters at most).',
        'Résumé affiché par les moteurs de recherche (environ 160 caractères au maximum).',
      ),
    ),
    image: z
      .string()
      .regex(
        /^\/[\w./-]+\.(?:png|jpe?g|webp)$/,
        say(
          'une image est un fichier de public/, écrit /images/nom.png',
          'an image is a file in public/, written /images/name.png',
        ),
      )
      .optional()
      .meta(
        doc(
          ['Sharing image', 'Image de partage'],
          'Image for social sharing, a file in public/.',
          'Image pour le partage sur les réseaux sociaux, un fichier dans public/.',
          { kind: 'imageAddress' },
        ),
      ),
  })
  .meta({
    id: 'PageHead',
    ...doc(
      ['Search and sharing', 'Recherche et partage'],
      'What search engines and social networks show for the page.',
      'Ce que les moteurs de recherche et les réseaux sociaux affichent pour la page.',
    ),
  });

export const Page = z
  .strictObject({
    id: PageId.meta(
      doc(
        ['Page name (id)', 'Nom de la page (id)'],
        'Unique name of the page; links use it: {page: <id>}.',
        'Nom unique de la page; les liens l’utilisent : {page: <id>}.',
        { kind: 'id' },
      ),
    ),
    path: PagePath,
    head: PageHead,
    sections: z
      .array(Section)
      .min(1, say('une page a besoin d’au moins une section', 'a page needs at least one section'))
      .meta(
        doc(
          ['Sections', 'Sections'],
          'The blocks of the page, top to bottom.',
          'Les blocs de la page, de haut en bas.',
        ),
      ),
  })
  .meta({
    id: 'Page',
    title: 'Page',
    ...doc(
      ['Page', 'Page'],
      'A page of the site, at its own address.\n\nIn pages/<id>.yaml.',
      'Une page du site, à sa propre adresse.\n\nDans pages/<id>.yaml.',
    ),
  });
export type Page = z.infer<typeof Page>;
