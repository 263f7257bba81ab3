// One blog article: slugs, card fields and, optionally, the full body in Markdown (compiled to allowlisted HTML at build).
import { z } from 'zod';
import { LocalizedSlug, LocalizedText } from './text.ts';
import { HTTPS_URL, PersonId } from './link.ts';
import { say } from '../messages.ts';

/** A picture of the site's own, in public/images/ (the editor puts uploads there as <name>-<hash>.webp). */
export const LOCAL_IMAGE = /^\/images\/[\w-]+\.(?:webp|avif|png|jpe?g)$/;

/** Either a photo on an https host, or a picture kept in the repository's public/images/. */
export const ImageSource = z
  .string()
  .regex(
    new RegExp(`^(?:${LOCAL_IMAGE.source.slice(1, -1)}|${HTTPS_URL.source.slice(1, -1)})$`, 'i'),
    say('une photo est une adresse https:// ou une image du site écrite /images/nom.webp (choisissez un fichier dans l’éditeur)', 'a photo is an https:// address or a picture of the site written /images/name.webp (choose a file in the editor)'),
  );

export const ArticleImage = z
  .strictObject({
    src: ImageSource.describe('Photo address (https), or a picture of the site: /images/<name>.webp.'),
    alt: LocalizedText.describe('What the photo shows, for people who cannot see it.'),
    width: z.number().int().positive().describe('Width of the photo in pixels.'),
    height: z.number().int().positive().describe('Height of the photo in pixels.'),
  })
  .meta({ id: 'ArticleImage' });

/** A calendar day as YYYY-MM-DD. */
const day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, say('écrivez la date sous la forme AAAA-MM-JJ (2026-05-04)', 'write the date as YYYY-MM-DD'));

export const Post = z
  .strictObject({
    slug: LocalizedSlug,
    date: day.describe('Publication date, YYYY-MM-DD, shown on the card and the article. Newest articles come first.'),
    updated: day.optional().describe('Date of the last real revision, YYYY-MM-DD, for search engines and feeds. Leave out if the article has not changed since it was published.'),
    author: PersonId.optional().describe('Who signs the article: the id of a team member (pages/about.yaml, people section, `id:`). Without it, the firm signs.'),
    category: LocalizedText.describe('Category shown on the card (Fiscalité, Entreprises…).'),
    title: LocalizedText.describe('Title of the article (its h1).'),
    description: LocalizedText.describe('Summary shown on the card and in search results.'),
    image: ArticleImage.describe('Photo of the card and the article; a local picture is shown if it cannot load.'),
    body: LocalizedText.optional().describe('Full article in Markdown: paragraphs separated by a blank line, ## headings, - lists, **bold**, *italic*, > quotes, links [words](page:contact), [words](post:tax-reform) or [words](https://…). No HTML. Without it, the summary is shown.'),
  })
  .meta({ id: 'Post', title: 'Article', description: 'A blog article, in pages/blog/<slug>.yaml.' });
export type Post = z.infer<typeof Post>;
