// A full-screen dialog showing one article over the blog list; the article arrives with its own route's data, on first use.
import { useEffect, useId, useState, type RefObject } from 'react';
import type { PostView } from '../content/view.ts';
import { useSite } from '../site-context.tsx';
import { useRouteLoader } from '../route-loader-context.tsx';
import { CloseButton, Modal } from '../shell/Modal.tsx';
import { PostImage } from './PostImage.tsx';

export default function ArticleOverlay({ path, onClose, returnFocus }: { path: string; onClose: () => void; returnFocus: RefObject<HTMLElement | null> }) {
  const { settings } = useSite();
  const load = useRouteLoader();
  const headingId = useId();
  const [post, setPost] = useState<PostView | null>(null);
  useEffect(() => {
    let current = true;
    load(path).then(({ view }) => {
      const article = view.sections.find((section) => section.type === 'article');
      if (current && article && 'post' in article) setPost(article.post);
    });
    return () => {
      current = false;
    };
  }, [load, path]);
  if (!post) return null;
  return (
    <Modal open onClose={onClose} labelledBy={headingId} returnFocus={returnFocus} className="article-overlay" overlayClassName="article-overlay__backdrop">
      <div className="article-overlay__bar">
        <CloseButton label={settings.dialogs.close} onClose={onClose} />
      </div>
      <article className="container container--narrow article-overlay__content">
        <p className="post-card__category">{post.category}</p>
        <h2 id={headingId} className="article-overlay__title">{post.title}</h2>
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
