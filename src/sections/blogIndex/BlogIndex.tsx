// The article cards, newest first. "Read more" is a real link to the article page; where the content asks for it, it opens the article in a full-screen overlay instead.
import { useId, useRef, useState } from 'react';
import { onDemand } from '../../shell/on-demand.tsx';
import { Link } from 'wouter';
import type { SectionViewOf } from '../../content/view.ts';
import { SectionHeading } from '../SectionHeading.tsx';
import { PostImage } from '../PostImage.tsx';
import { PostMeta } from '../PostMeta.tsx';

const ArticleOverlay = onDemand(() => import('./parts/ArticleOverlay.tsx'));

export default function BlogIndex({ heading, intro, readMore, readMoreOpens, byline, posts, anchor }: SectionViewOf<'blogIndex'>) {
  const headingId = useId();
  const [selected, setSelected] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const overlay = readMoreOpens === 'overlay';
  const CardHeading = heading ? 'h3' : 'h2';
  return (
    <section className="section" id={anchor} aria-labelledby={heading ? headingId : undefined}>
      <div className="container">
        <SectionHeading heading={heading} intro={intro} id={headingId} />
        <ul className="card-grid card-grid--3 post-grid" role="list">
          {posts.map((post) => (
            <li key={post.slug} className="card post-card">
              <PostImage image={post.image} className="post-card__image" lazy />
              <p className="post-card__category">{post.category}</p>
              <CardHeading className="card__title">{post.title}</CardHeading>
              <PostMeta date={post.date} dateText={post.dateText} author={post.author} byline={byline} className="post-card__meta" />
              <p className="card__text">{post.description}</p>
              <Link
                className="post-card__link"
                href={post.path}
                aria-haspopup={overlay ? 'dialog' : undefined}
                onClick={(event) => {
                  if (!overlay) return;
                  event.preventDefault();
                  opener.current = event.currentTarget;
                  setSelected(post.path);
                }}
              >
                {readMore}
                <span className="visually-hidden">, {post.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {selected && <ArticleOverlay path={selected} onClose={() => setSelected(null)} returnFocus={opener} />}
    </section>
  );
}
