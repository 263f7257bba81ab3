// The article cards, newest first. "Read more" is a real link to the article page; where the content asks for it, a
// button that opens the article in a full-screen overlay instead.
import { useId } from 'react';
import { Link } from 'wouter';
import { openerProps } from '../../shell/Modal.tsx';
import { PostImage } from '../PostImage.tsx';
import { PostMeta } from '../PostMeta.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import { ArticleOverlay } from './parts/ArticleOverlay.tsx';
import type { BlogIndexView } from './schema.ts';

export default function BlogIndex({
  heading,
  intro,
  readMore,
  readMoreOpens,
  byline,
  reviewerByline,
  posts,
  anchor,
}: BlogIndexView) {
  const headingId = useId();
  const overlay = readMoreOpens === 'overlay';
  const CardHeading = heading ? 'h3' : 'h2';
  return (
    <section className="section" id={anchor} aria-labelledby={heading ? headingId : undefined}>
      <div className="container">
        <SectionHeading heading={heading} intro={intro} id={headingId} />
        <ul className="card-grid card-grid--3 card-grid--parts post-grid" role="list">
          {posts.map((post) => (
            <li key={post.slug} className="card post-card">
              <PostImage image={post.image} category={post.category} className="post-card__image" lazy />
              <p className="post-card__category">{post.category}</p>
              <CardHeading className="card__title">{post.title}</CardHeading>
              <PostMeta
                date={post.date}
                dateText={post.dateText}
                author={post.author}
                reviewer={post.reviewer}
                byline={byline}
                reviewerByline={reviewerByline}
                className="post-card__meta"
              />
              <p className="card__text">{post.description}</p>
              {overlay ? (
                <button {...openerProps(overlayId(headingId, post.slug))} className="post-card__link">
                  {readMore}
                  <span className="visually-hidden">, {post.title}</span>
                </button>
              ) : (
                <Link className="post-card__link" href={post.path}>
                  {readMore}
                  <span className="visually-hidden">, {post.title}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
      {overlay &&
        posts.map((post) => (
          <ArticleOverlay
            key={post.slug}
            id={overlayId(headingId, post.slug)}
            post={post}
            byline={byline}
            reviewerByline={reviewerByline}
            readMore={readMore}
          />
        ))}
    </section>
  );
}

/** The overlay's id: the section's own (from useId, so two lists on a page never share one) and the article's slug. */
const overlayId = (sectionId: string, slug: string) => `article${sectionId}${slug}`;
