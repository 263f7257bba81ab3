// One route of the site: its id, address, head metadata and the sections it lists, top to bottom.
import { z } from 'zod';
import { LocalizedText } from './text.ts';
import { PageId } from './link.ts';
import { Section } from './sections.ts';
import { say } from '../messages.ts';

export const PagePath = z
  .string()
  .regex(
    /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*(?:\/:post)?)?$/,
    say('une adresse commence par / et s’écrit en mots minuscules séparés par / et - (par exemple /pricing/company); seule la page des articles peut se terminer par /:post', 'a path starts with / and uses lowercase words separated by / and - (for example /pricing/company); only the article page may end in /:post'),
  )
  .refine((path) => path !== '/en' && !path.startsWith('/en/'), say('écrivez seulement l’adresse française : l’adresse anglaise s’obtient en ajoutant /en devant', 'write the French path only: the English address is made by adding /en in front'))
  .meta({
    id: 'PagePath',
    not: { pattern: '^/en(/|$)' },
    description: 'Address of the French page (/pricing/company). The English page is the same with /en in front (/en/pricing/company). The article page ends in /:post.',
  });

export const PageHead = z
  .strictObject({
    title: LocalizedText.describe('Title in the browser tab and search results (about 60 characters at most, the firm’s name is added).'),
    description: LocalizedText.describe('Summary shown by search engines (about 160 characters at most).'),
    image: z.string().regex(/^\/[\w./-]+\.(?:png|jpe?g|webp)$/, say('une image est un fichier de public/, écrit /images/nom.png', 'an image is a file in public/, written /images/name.png')).optional().describe('Image for social sharing, a file in public/.'),
  })
  .meta({ id: 'PageHead', description: 'What search engines and social networks show for the page.' });

export const Page = z
  .strictObject({
    id: PageId.describe('Unique name of the page; links use it: {page: <id>}.'),
    path: PagePath,
    head: PageHead,
    sections: z.array(Section).min(1, say('une page a besoin d’au moins une section', 'a page needs at least one section')).describe('The blocks of the page, top to bottom.'),
  })
  .meta({ id: 'Page', title: 'Page', description: 'A page of the site, in pages/<id>.yaml.' });
export type Page = z.infer<typeof Page>;
