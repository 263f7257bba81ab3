// One article: its body when it has one, otherwise its summary; "not found" when the address names none.
import { Link } from 'wouter';
import { ArticleHeader } from '../ArticleHeader.tsx';
import { PostImage } from '../PostImage.tsx';
import type { ArticleView } from './schema.ts';

export default function Article({ back, byline, reviewerByline, summaryNote, notFound, post, blogPath }: ArticleView) {
  const backLink = (
    <Link className="button button--secondary" href={blogPath}>
      {back}
    </Link>
  );
  if (!post) {
    return (
      <section className="hero">
        <div className="container hero__inner">
          <h1 className="hero__title">{notFound.title}</h1>
          <p className="hero__subtitle">{notFound.text}</p>
          <div className="actions">{backLink}</div>
        </div>
      </section>
    );
  }
  return (
    <article className="article">
      <ArticleHeader post={post} byline={byline} reviewerByline={reviewerByline} level="h1" />
      <div className="container container--narrow container--reading section">
        <PostImage image={post.image} category={post.category} className="article__image" fallback="none" />
        {post.body ? (
          // Compiled from Markdown to allowlisted, escaped HTML when the site was validated (src/site/markdown.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the article's HTML is compiled from Markdown and checked at build (src/site/markdown.ts)
          <div className="prose article__body" dangerouslySetInnerHTML={{ __html: post.body }} />
        ) : (
          <p className="prose article__summary-note">{summaryNote}</p>
        )}
        <div className="actions">{backLink}</div>
      </div>
    </article>
  );
}
