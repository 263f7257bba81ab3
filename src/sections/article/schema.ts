// The `article` section type: the article named by the address; its fields, documented in English and French, and its examples. No React here.
import { z } from 'zod';
import { doc } from '../../content/schema/doc.ts';
import { reviewerByline } from '../../content/schema/section-parts.ts';
import { LocalizedText } from '../../content/schema/text.ts';
import type { PostView, ViewOf } from '../../content/view-types.ts';

export const Article = z
  .strictObject({
    type: z.literal('article'),
    back: LocalizedText.meta(
      doc(
        ['Back link', 'Lien de retour'],
        'Label of the link back to the blog.',
        'Libellé du lien de retour au blogue.',
      ),
    ),
    byline: LocalizedText.meta(
      doc(
        ['“By” word', 'Mot « Par »'],
        'Word before the author’s name under the title: Par / By.',
        'Mot placé avant le nom de l’auteur sous le titre : Par / By.',
      ),
    ),
    reviewerByline,
    summaryNote: LocalizedText.meta(
      doc(
        ['Summary-only note', 'Note « résumé seulement »'],
        'Shown under an article that has only a summary.',
        'Affiché sous un article qui n’a qu’un résumé.',
      ),
    ),
    notFound: z
      .strictObject({
        title: LocalizedText.meta(
          doc(
            ['Heading', 'Titre'],
            'Heading when no article matches.',
            'Titre affiché quand aucun article ne correspond.',
          ),
        ),
        text: LocalizedText.meta(doc(['Text', 'Texte'], 'Sentence under it.', 'Phrase en dessous.')),
      })
      .meta(
        doc(
          ['Article not found', 'Article introuvable'],
          'Shown when the address names no article.',
          'Affiché quand l’adresse ne correspond à aucun article.',
        ),
      ),
  })
  .meta({
    id: 'ArticleSection',
    title: 'article',
    ...doc(
      ['Article', 'Article'],
      'The article named by the address (/blog/<slug>). Only for the page whose path ends in :post.',
      'L’article désigné par l’adresse (/blog/<slug>). Seulement pour la page dont l’adresse se termine par :post.',
    ),
    examples: [
      {
        type: 'article',
        back: { fr: 'Retour au blogue', en: 'Back to the blog' },
        byline: { fr: 'Par', en: 'By' },
        reviewerByline: { fr: 'révisé par', en: 'reviewed by' },
        summaryNote: { fr: 'Résumé de l’article.', en: 'Summary of the article.' },
        notFound: {
          title: { fr: 'Article introuvable', en: 'Post not found' },
          text: { fr: 'Cet article n’existe pas ou plus.', en: 'This post does not exist.' },
        },
      },
    ],
  });

/** What its component receives: the section in one language, with the article its address names (null if none) and the list's address. */
export type ArticleView = ViewOf<typeof Article> & { post: PostView | null; blogPath: string };
