// One article in a full-screen dialog over the blog list, prerendered closed with what its card shows so its button opens
// it before any script runs; the article's text arrives with its own route's data when it is first opened.
import { useEffect, useId, useState } from 'react';
import type { PostCard, SectionViewOf } from '../../../content/view.ts';
import { useSite } from '../../../site-context.tsx';
import { useRouteLoader } from '../../../route-loader-context.tsx';
import { CloseButton, Modal, useDialogOpen } from '../../../shell/Modal.tsx';
import { PostImage } from '../../PostImage.tsx';
import { PostMeta } from '../../PostMeta.tsx';

type Props = { id: string; post: PostCard; byline: string; readMore: string };

export function ArticleOverlay({ id, post, byline, readMore }: Props) {
  const { settings } = useSite();
  const load = useRouteLoader();
  const headingId = useId();
  const open = useDialogOpen(id);
  const [article, setArticle] = useState<SectionViewOf<'article'> | null>(null);
  useEffect(() => {
    if (!open || article) return;
    let current = true;
    load(post.path).then(({ view }) => {
      const found = view.sections.find((section): section is SectionViewOf<'article'> => section.type === 'article');
      if (current && found) setArticle(found);
    });
    return () => {
      current = false;
    };
  }, [open, article, load, post.path]);
  const body = article?.post?.body;
  return (
    <Modal id={id} labelledBy={headingId} className="article-overlay">
      <div className="article-overlay__bar">
        <CloseButton label={settings.dialogs.close} target={id} />
      </div>
      <article className="container container--narrow article-overlay__content">
        <p className="post-card__category">{post.category}</p>
        {/* Focus starts on the title, not on Close (the dialog's autofocus): Space then pages through the text. */}
        <h2 id={headingId} tabIndex={-1} autoFocus className="article-overlay__title">{post.title}</h2>
        <PostMeta date={post.date} dateText={post.dateText} author={post.author} byline={byline} className="article-overlay__meta" />
        {/* Lazy: a closed dialog is not drawn, so its picture is fetched when it opens, not with the list. */}
        <PostImage image={post.image} className="article__image" lazy />
        {body ? (
          // Compiled from Markdown to allowlisted, escaped HTML when the site was validated (src/content/markdown.ts).
          <div className="prose article__body" dangerouslySetInnerHTML={{ __html: body }} />
        ) : (
          <>
            <p className="prose">{post.description}</p>
            {/* Until the text arrives (or if the app cannot start), the article's own page. */}
            {!article && <p><a href={post.path}>{readMore}<span className="visually-hidden">, {post.title}</span></a></p>}
          </>
        )}
      </article>
    </Modal>
  );
}
