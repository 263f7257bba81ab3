// The article cards, newest first, each linking to its article page.
import { useId } from 'react';
import { Link } from 'wouter';
import type { SectionViewOf } from '../content/view.ts';
import { useSite } from '../site-context.tsx';
import { SectionHeading } from './SectionHeading.tsx';

export default function BlogIndex({ heading, intro, readMore, posts, anchor }: SectionViewOf<'blogIndex'>) {
  const { table, locale } = useSite();
  const headingId = useId();
  return (
    <section className="section" id={anchor} aria-labelledby={heading ? headingId : undefined}>
      <div className="container">
        <SectionHeading heading={heading} intro={intro} id={headingId} />
        <ul className="card-grid card-grid--3" role="list">
          {posts.map((post) => (
            <li key={post.slug} className="card post-card">
              <img className="post-card__image" src={post.image.src} alt={post.image.alt} width={post.image.width} height={post.image.height} loading="lazy" decoding="async" />
              <p className="post-card__category">{post.category}</p>
              <h3 className="card__title">{post.title}</h3>
              <p className="card__text">{post.description}</p>
              <Link className="post-card__link" href={table.pathOf({ post: post.slug }, locale) ?? '#'}>
                {readMore}
                <span className="visually-hidden"> : {post.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
