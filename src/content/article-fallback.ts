// What an article without a photo shows: the site's own drawing, decorative (empty alt), at a photo's 3:2 size. No zod
// here: the page's components import it, and zod must stay out of the visitor's JavaScript.
export const ARTICLE_FALLBACK_IMAGE = {
  src: '/images/article-fallback.svg',
  alt: { fr: '', en: '' },
  width: 800,
  height: 533,
} as const;
