// An article photo from the remote stock-photo host, with its size reserved (no layout shift); without it (it cannot
// load, or the article has none), on a blog card a low band drawn for the article (its category beside the firm's mark, in
// a tint of its category's own, so fifteen missing photos read as a designed list), and nothing where the article itself
// is read: under its hero the band only repeated the category chip 150 px higher (review 5, #8).
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { ARTICLE_FALLBACK_IMAGE } from '../content/article-fallback.ts';
import type { PostCard } from '../content/view-types.ts';
import { LogoMark } from '../shell/Logo.tsx';

/** Tints of the band (post-image.css); a category keeps its tint on every card, in the overlay and on its page. */
const TONES = 4;

/** The same category, the same tint: a small stable hash of its words. */
export function toneOf(category: string): number {
  let hash = 0;
  for (const character of category) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash % TONES;
}

export function PostImage({
  image,
  category,
  className,
  lazy = false,
  fallback = 'band',
}: {
  image: PostCard['image'];
  category: string;
  className: string;
  lazy?: boolean;
  /** Without the photo: the tinted band (a card in a list), or nothing (the article's page and overlay). */
  fallback?: 'band' | 'none';
}) {
  const [failed, setFailed] = useState(false);
  const element = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A prerendered image may have failed before React was listening for its error event.
    const img = element.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed || image.src === ARTICLE_FALLBACK_IMAGE.src) {
    if (fallback === 'none') return null;
    return (
      // The photo's description, when it had one, stays the band's name; otherwise the band is decoration.
      <div
        className={clsx(className, 'post-image--drawing', `post-image--tone-${toneOf(category)}`)}
        {...(image.alt ? { role: 'img', 'aria-label': image.alt } : { 'aria-hidden': true })}
      >
        <LogoMark />
        <span className="post-image__category">{category}</span>
      </div>
    );
  }
  return (
    <img
      ref={element}
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
