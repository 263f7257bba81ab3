// One blog article: slugs, card fields and, optionally, the full body in Markdown (compiled to allowlisted HTML at build).
import { z } from 'zod';
import { LocalizedSlug, LocalizedText } from './text.ts';
import { HttpsUrl } from './link.ts';
import { say } from '../messages.ts';

export const ArticleImage = z
  .strictObject({
    src: HttpsUrl.describe('Photo address (https).'),
    alt: LocalizedText.describe('What the photo shows, for people who cannot see it.'),
    width: z.number().int().positive().describe('Width of the photo in pixels.'),
    height: z.number().int().positive().describe('Height of the photo in pixels.'),
  })
  .meta({ id: 'ArticleImage' });

export const Post = z
  .strictObject({
    slug: LocalizedSlug,
    date: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, say('écrivez la date sous la forme AAAA-MM-JJ (2026-05-04)', 'write the date as YYYY-MM-DD'))
      .describe('Publication date, YYYY-MM-DD. Newest articles come first.'),
    category: LocalizedText.describe('Category shown on the card (Fiscalité, Entreprises…).'),
    title: LocalizedText.describe('Title of the article (its h1).'),
    description: LocalizedText.describe('Summary shown on the card and in search results.'),
    image: ArticleImage.describe('Photo of the card and the article; a local picture is shown if it cannot load.'),
    body: LocalizedText.optional().describe('Full article in Markdown: paragraphs separated by a blank line, ## headings, - lists, **bold**, *italic*, > quotes, links [words](page:contact), [words](post:tax-reform) or [words](https://…). No HTML. Without it, the summary is shown.'),
  })
  .meta({ id: 'Post', title: 'Article', description: 'A blog article, in pages/blog/<slug>.yaml.' });
export type Post = z.infer<typeof Post>;
