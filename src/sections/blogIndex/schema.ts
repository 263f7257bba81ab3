// The `blogIndex` section type: the cards of every article; its fields, documented in English and French, and its examples. No React here.
import { z } from 'zod';
import { choices, doc } from '../../content/schema/doc.ts';
import { anchor, heading, intro, reviewerByline } from '../../content/schema/section-parts.ts';
import { LocalizedText } from '../../content/schema/text.ts';
import type { PostCard, ViewOf } from '../../content/view-types.ts';

/** Where “read more” leads, per language. */
const readMoreOpens = choices({
  page: { en: 'the article’s own page (default)', fr: 'la page de l’article (par défaut)' },
  overlay: { en: 'a full-screen overlay over the list', fr: 'une fenêtre plein écran par-dessus la liste' },
});

export const BlogIndex = z
  .strictObject({
    type: z.literal('blogIndex'),
    anchor,
    heading: heading.optional(),
    intro,
    readMore: LocalizedText.meta(
      doc(
        ['“Read more” link', 'Lien « Lire la suite »'],
        'Label of the link under each article card.',
        'Libellé du lien sous chaque carte d’article.',
      ),
    ),
    byline: LocalizedText.meta(
      doc(
        ['“By” word', 'Mot « Par »'],
        'Word before the author’s name on each card: Par / By.',
        'Mot placé avant le nom de l’auteur sur chaque carte : Par / By.',
      ),
    ),
    reviewerByline,
    readMoreOpens: z
      .strictObject({
        fr: readMoreOpens.meta(
          doc(
            ['On French pages', 'Sur les pages françaises'],
            'On French pages: page or overlay.',
            'Sur les pages françaises : page ou overlay.',
          ),
        ),
        en: readMoreOpens.meta(
          doc(
            ['On English pages', 'Sur les pages anglaises'],
            'On English pages: page or overlay.',
            'Sur les pages anglaises : page ou overlay.',
          ),
        ),
      })
      .optional()
      .meta(
        doc(
          ['“Read more” opens', '« Lire la suite » ouvre'],
          'Per language, whether “read more” opens the article page (page, default) or a full-screen overlay on the list (overlay).',
          'Pour chaque langue, indique si “lire la suite” ouvre la page de l’article (page, par défaut) ou une fenêtre plein écran par-dessus la liste (overlay).',
        ),
      ),
  })
  .meta({
    id: 'BlogIndexSection',
    title: 'blogIndex',
    ...doc(
      ['Blog index', 'Liste des articles'],
      'The cards of every article in pages/blog/, newest first.',
      'Les cartes de tous les articles de pages/blog/, du plus récent au plus ancien.',
    ),
    examples: [
      {
        type: 'blogIndex',
        heading: { fr: 'Blogue', en: 'Blog' },
        readMore: { fr: 'Lire la suite', en: 'Read more' },
        byline: { fr: 'Par', en: 'By' },
        reviewerByline: { fr: 'révisé par', en: 'reviewed by' },
      },
    ],
  });

/** What its component receives: the section in one language, with every article's card (filled in by the build). */
export type BlogIndexView = ViewOf<typeof BlogIndex> & { posts: PostCard[] };
