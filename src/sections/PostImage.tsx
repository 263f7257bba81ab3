// An article photo from the remote stock-photo host, with its size reserved (no layout shift) and a local picture if it cannot load.
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { ARTICLE_FALLBACK_IMAGE } from '../content/article-fallback.ts';
import type { PostCard } from '../content/view-types.ts';

const FALLBACK_IMAGE = ARTICLE_FALLBACK_IMAGE.src;

export function PostImage({
  image,
  className,
  lazy = false,
}: {
  image: PostCard['image'];
  className: string;
  lazy?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const element = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A prerendered image may have failed before React was listening for its error event.
    const img = element.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  // No photo to show (it failed, or the article has none): a low band with the site's drawing, not a photo-sized blank.
  const drawing = failed || image.src === FALLBACK_IMAGE;
  return (
    <img
      ref={element}
      className={clsx(className, drawing && 'post-image--drawing')}
      src={failed ? FALLBACK_IMAGE : image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
