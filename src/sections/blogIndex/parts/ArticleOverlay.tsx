// One article in a full-screen dialog over the blog list, prerendered closed with what its card shows so its button opens
// it before any script runs; the article's text, its language switch and its closing call to action arrive with its own
// route's data when it is first opened. Open, it has the article's address in history (Back closes it, Forward reopens it).
import { useEffect, useId, useState } from 'react';
import { normalizePath } from '../../../content/routes.ts';
import type { PostCard } from '../../../content/view-types.ts';
import { LanguageSwitch } from '../../../shell/LanguageSwitch.tsx';
import { LogoIdentity } from '../../../shell/Logo.tsx';
import { CloseButton, Modal, useDialogOpen } from '../../../shell/Modal.tsx';
import { overlayBaseOf, pushOverlayAddress } from '../../../shell/overlay-address.ts';
import type { LoadedRoute } from '../../../shell/route-loader-context.tsx';
import { useRouteLoader } from '../../../shell/route-loader-context.tsx';
import { useSite } from '../../../shell/site-context.tsx';
import { ArticleHeader } from '../../ArticleHeader.tsx';
import type { ArticleView } from '../../article/schema.ts';
import { PostImage } from '../../PostImage.tsx';
import { sectionComponent } from '../../registry.ts';

type Props = { id: string; post: PostCard; byline: string; reviewerByline?: string | undefined; readMore: string };

export function ArticleOverlay({ id, post, byline, reviewerByline, readMore }: Props) {
  const { settings } = useSite();
  const load = useRouteLoader();
  const headingId = useId();
  const open = useDialogOpen(id);
  const [route, setRoute] = useState<LoadedRoute | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open || route) return;
    let current = true;
    load(post.path).then(
      (loaded) => {
        if (current) setRoute(loaded);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [open, route, load, post.path]);
  useArticleAddress(id, post.path);
  useArticleTitle(open, route?.view.head.title);

  const article = route?.view.sections.find((section): section is ArticleView => section.type === 'article');
  // What the article's page shows after the article (its call to action), drawn the same way here.
  const closing = route?.view.sections.filter((section) => section.type !== 'article') ?? [];
  const body = article?.post?.body;
  return (
    <Modal id={id} labelledBy={headingId} className="article-overlay">
      {/* The site's top bar, as the page under it has it: the firm's logo where it always is (here it closes the overlay,
          back to the list it came from), then the language switch and Close. */}
      <div className="article-overlay__bar">
        <div className="container topbar__inner">
          <button type="button" className="logo article-overlay__logo" commandfor={id} command="close">
            <LogoIdentity />
            <span className="visually-hidden">, {article?.back ?? settings.dialogs.close}</span>
          </button>
          <div className="topbar__tools">
            {route && <LanguageSwitch alternate={route.view.alternate} />}
            <CloseButton label={settings.dialogs.close} target={id} />
          </div>
        </div>
      </div>
      {/* The article page's own header and column (ArticleHeader, article.css): one design in both places. */}
      <article className="article">
        <ArticleHeader
          post={post}
          byline={byline}
          reviewerByline={reviewerByline}
          level="h2"
          // Focus starts on the title, not on Close: in a <dialog>, autofocus is how the platform picks what has the
          // focus when it opens; Space then pages through the text.
          titleProps={{ id: headingId, tabIndex: -1, autoFocus: true }}
        />
        <div className="container container--narrow container--reading section">
          {/* Lazy: a closed dialog is not drawn, so its picture is fetched when it opens, not with the list. */}
          <PostImage image={post.image} category={post.category} className="article__image" fallback="none" lazy />
          {body ? (
            // Compiled from Markdown to allowlisted, escaped HTML when the site was validated (src/site/markdown.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the article's HTML is compiled from Markdown and checked at build (src/site/markdown.ts)
            <div className="prose article__body" dangerouslySetInnerHTML={{ __html: body }} />
          ) : article ? (
            <p className="prose article__summary-note">{article.summaryNote}</p>
          ) : open && !failed ? (
            // Opened and its text on its way: the card's summary meanwhile, not a link back to what was just tapped
            // (trial 13, on a phone: « a stray Lire la suite and an empty page » for two seconds).
            <p className="prose" aria-busy="true">
              {post.description}
            </p>
          ) : (
            // Before the app starts (or if the text cannot come), the article's own page.
            <p>
              <a href={post.path}>
                {readMore}
                <span className="visually-hidden">, {post.title}</span>
              </a>
            </p>
          )}
        </div>
      </article>
      {closing.length > 0 && (
        <div className="article-overlay__closing">
          {closing.map((section, index) => {
            const Section = sectionComponent(section.type);
            return <Section key={index} {...section} />;
          })}
        </div>
      )}
    </Modal>
  );
}

/**
 * Opening the overlay (its button, before or after the app started) adds the article's address to history; closing it
 * (Close, Escape, a press outside) goes back to the list's; Back closes it and Forward opens it again. The browser
 * gives focus back to the card's button when the visitor opened it; when Forward did, this does.
 */
function useArticleAddress(id: string, path: string) {
  useEffect(() => {
    const dialog = document.getElementById(id);
    if (!(dialog instanceof HTMLDialogElement)) return;
    const opener = () => document.querySelector<HTMLElement>(`[commandfor="${CSS.escape(id)}"]`);
    const here = () => normalizePath(window.location.pathname);
    const showing = () => here() === path && overlayBaseOf(window.history.state) !== undefined;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') {
        if (here() !== path) pushOverlayAddress(path, here());
      } else if (showing()) {
        window.history.back();
      }
    };
    const onClose = () => {
      if (document.activeElement === document.body || document.activeElement === null) opener()?.focus();
    };
    const onHistory = () => {
      if (showing() && !dialog.open) dialog.showModal();
      else if (!showing() && dialog.open) dialog.close();
    };
    // Opened by its button before the app ran: the address follows now.
    if (dialog.open && here() !== path) pushOverlayAddress(path, here());
    dialog.addEventListener('toggle', onToggle);
    dialog.addEventListener('close', onClose);
    window.addEventListener('popstate', onHistory);
    return () => {
      dialog.removeEventListener('toggle', onToggle);
      dialog.removeEventListener('close', onClose);
      window.removeEventListener('popstate', onHistory);
    };
  }, [id, path]);
}

/** While open, the tab (and the history menu) names the article; the list's title comes back when it closes. */
function useArticleTitle(open: boolean, title: string | undefined) {
  useEffect(() => {
    if (!open || !title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [open, title]);
}
