// One blog article: slugs, card fields and, optionally, the full body in Markdown (compiled to allowlisted HTML at build).
import { z } from 'zod';
import { ARTICLE_FALLBACK_IMAGE } from '../article-fallback.ts';
import { say } from '../messages.ts';
import { doc, kind } from './doc.ts';
import { HTTPS_URL, PersonId } from './link.ts';
import { LocalizedSlug, LocalizedText } from './text.ts';

/** A picture of the site's own, in public/images/ (the editor puts uploads there as <name>-<hash>.webp). */
export const LOCAL_IMAGE = /^\/images\/[\w-]+\.(?:webp|avif|png|jpe?g)$/;

/** Either a photo on an https host, or a picture kept in the repository's public/images/. */
export const ImageSource = z
  .string()
  .regex(
    new RegExp(`^(?:${LOCAL_IMAGE.source.slice(1, -1)}|${HTTPS_URL.source.slice(1, -1)})$`, 'i'),
    say(
      'une photo est une adresse https:// ou une image du site écrite /images/nom.webp (choisissez un fichier dans l’éditeur)',
      'a photo is an https:// address or a picture of the site written /images/name.webp (choose a file in the editor)',
    ),
  )
  .meta(kind('imageAddress'));

export const ArticleImage = z
  .strictObject({
    src: ImageSource.meta(
      doc(
        ['Picture address', 'Adresse de l’image'],
        'Photo address (https), or a picture of the site: /images/<name>.webp.',
        'Adresse de la photo (https), ou une image du site : /images/<nom>.webp.',
      ),
    ),
    alt: LocalizedText.meta(
      doc(
        ['Picture description', 'Description de l’image'],
        'What the photo shows, for people who cannot see it.',
        'Ce que montre la photo, pour les personnes qui ne peuvent pas la voir.',
      ),
    ),
    width: z
      .number()
      .int()
      .positive()
      .meta(
        doc(['Width (px)', 'Largeur (px)'], 'Width of the photo in pixels.', 'Largeur de la photo en pixels.', {
          kind: 'number',
        }),
      ),
    height: z
      .number()
      .int()
      .positive()
      .meta(
        doc(['Height (px)', 'Hauteur (px)'], 'Height of the photo in pixels.', 'Hauteur de la photo en pixels.', {
          kind: 'number',
        }),
      ),
  })
  .meta({ id: 'ArticleImage', kind: 'picture' });

/** A calendar day as YYYY-MM-DD. */
const day = z
  .string()
  .regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
    say('écrivez la date sous la forme AAAA-MM-JJ (2026-05-04)', 'write the date as YYYY-MM-DD'),
  )
  .meta(kind('date'));

export const Post = z
  .strictObject({
    slug: LocalizedSlug,
    date: day.meta(
      doc(
        ['Publication date', 'Date de publication'],
        'Publication date, YYYY-MM-DD, shown on the card and the article. Newest articles come first.',
        'Date de publication, AAAA-MM-JJ, affichée sur la carte et dans l’article. Les articles les plus récents s’affichent en premier.',
      ),
    ),
    updated: day
      .optional()
      .meta(
        doc(
          ['Last revised', 'Dernière révision'],
          'Date of the last real revision, YYYY-MM-DD, for search engines and feeds. Leave out if the article has not changed since it was published.',
          'Date de la dernière vraie révision, AAAA-MM-JJ, pour les moteurs de recherche et les fils RSS. À omettre si l’article n’a pas changé depuis sa publication.',
        ),
      ),
    author: PersonId.optional().meta(
      doc(
        ['Author', 'Auteur'],
        'Who signs the article, a member of the team; nobody: the firm signs.\n\nIn the file: the id of a team member (pages/about.yaml, people section, `id:`).',
        'Qui signe l’article, un membre de l’équipe; personne : le cabinet signe.\n\nDans le fichier : l’id d’un membre de l’équipe (pages/about.yaml, section people, `id:`).',
      ),
    ),
    reviewer: PersonId.optional().meta(
      doc(
        ['Reviewed by', 'Révisé par'],
        'Who reviewed the article, shown beside the author at the top (“By Sophie Lavoie · reviewed by Mathieu Gagnon, CPA”); nobody if nobody else reviewed it.\n\nIn the file: the id of a team member (pages/about.yaml, people section, `id:`).',
        'Qui a révisé l’article, nommé à côté de l’auteur en haut (« Par Sophie Lavoie · révisé par Mathieu Gagnon, CPA »); personne si personne d’autre ne l’a révisé.\n\nDans le fichier : l’id d’un membre de l’équipe (pages/about.yaml, section people, `id:`).',
      ),
    ),
    category: LocalizedText.meta(
      doc(
        ['Category', 'Catégorie'],
        'Category shown on the card (Fiscalité, Entreprises…).',
        'Catégorie affichée sur la carte (Fiscalité, Entreprises…).',
        { kind: 'category' },
      ),
    ),
    title: LocalizedText.meta(
      doc(['Article title', 'Titre de l’article'], 'Title of the article (its h1).', 'Titre de l’article (son h1).'),
    ),
    description: LocalizedText.meta(
      doc(
        ['Summary', 'Résumé'],
        'Summary shown on the card and in search results.',
        'Résumé affiché sur la carte et dans les résultats de recherche.',
      ),
    ),
    image: ArticleImage.default(() => structuredClone(ARTICLE_FALLBACK_IMAGE)).meta(
      doc(
        ['Photo', 'Photo'],
        'Photo of the card and the article (optional: without it, the site’s own drawing is shown, as when a photo cannot load).',
        'Photo de la carte et de l’article (facultative : sans photo, le dessin du site s’affiche, comme quand une photo ne se charge pas).',
      ),
    ),
    body: LocalizedText.optional().meta(
      doc(
        ['Article text', 'Texte de l’article'],
        'The whole article. The buttons above the box set a subheading, bold, italic, a list or a link; a blank line starts a new paragraph. Without it, the summary is shown.\n\nWritten in Markdown: ## headings, - lists, **bold**, *italic*, > quotes, links [words](page:contact), [words](post:tax-reform) or [words](https://…). No HTML.',
        'L’article en entier. Les boutons au-dessus de la case mettent un intertitre, du gras, de l’italique, une liste ou un lien; une ligne vide commence un nouveau paragraphe. Sans texte, le résumé s’affiche.\n\nÉcrit en Markdown : intertitres ##, listes -, **gras**, *italique*, citations >, liens [mots](page:contact), [mots](post:tax-reform) ou [mots](https://…). Pas de HTML.',
        { kind: 'richText' },
      ),
    ),
  })
  .meta({
    id: 'Post',
    title: 'Article',
    ...doc(
      ['Blog article', 'Article de blogue'],
      'A blog article: listed on the blog and read at its own address.\n\nIn pages/blog/<slug>.yaml.',
      'Un article du blogue : dans la liste du blogue et à sa propre adresse.\n\nDans pages/blog/<slug>.yaml.',
    ),
  });
export type Post = z.infer<typeof Post>;
