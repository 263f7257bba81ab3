// A full-screen dialog showing one article over the blog list; the article arrives with its own route's data, on first use.
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { SectionViewOf } from '../../../content/view.ts';
import { useSite } from '../../../site-context.tsx';
import { useRouteLoader } from '../../../route-loader-context.tsx';
import { CloseButton, Modal } from '../../../shell/Modal.tsx';
import { PostImage } from '../../PostImage.tsx';
import { PostMeta } from '../../PostMeta.tsx';

export default function ArticleOverlay({ path, onClose, returnFocus }: { path: string; onClose: () => void; returnFocus: RefObject<HTMLElement | null> }) {
  const { settings } = useSite();
  const load = useRouteLoader();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [article, setArticle] = useState<SectionViewOf<'article'> | null>(null);
  useEffect(() => {
    let current = true;
    load(path).then(({ view }) => {
      const found = view.sections.find((section): section is SectionViewOf<'article'> => section.type === 'article');
      if (current && found) setArticle(found);
    });
    return () => {
      current = false;
    };
  }, [load, path]);
  const post = article?.post;
  if (!article || !post) return null;
  return (
    <Modal open onClose={onClose} labelledBy={headingId} returnFocus={returnFocus} initialFocus={heading} className="article-overlay">
      <div className="article-overlay__bar">
        <CloseButton label={settings.dialogs.close} onClose={onClose} />
      </div>
      <article className="container container--narrow article-overlay__content">
        <p className="post-card__category">{post.category}</p>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="article-overlay__title">{post.title}</h2>
        <PostMeta date={post.date} dateText={post.dateText} author={post.author} byline={article.byline} className="article-overlay__meta" />
        <PostImage image={post.image} className="article__image" />
        {post.body ? (
          // Compiled from Markdown to allowlisted, escaped HTML when the site was validated (src/content/markdown.ts).
          <div className="prose article__body" dangerouslySetInnerHTML={{ __html: post.body }} />
        ) : (
          <p className="prose">{post.description}</p>
        )}
      </article>
    </Modal>
  );
}
