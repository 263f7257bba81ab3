// An article's header, the same on its page and in the blog's overlay: the band with its category, title, summary and date.
import type { ComponentProps } from 'react';
import type { PostCard } from '../content/view-types.ts';
import { PostMeta } from './PostMeta.tsx';

type Props = {
  post: Pick<PostCard, 'category' | 'title' | 'description' | 'date' | 'dateText' | 'author' | 'reviewer'>;
  byline: string;
  reviewerByline?: string | undefined;
  /** h1 on the article's page; h2 in the overlay, whose page has its own h1. */
  level: 'h1' | 'h2';
  /** What the overlay's title needs besides: its id (the dialog's name), tabIndex and autoFocus. */
  titleProps?: Omit<ComponentProps<'h2'>, 'className' | 'children'>;
};

export function ArticleHeader({ post, byline, reviewerByline, level: Title, titleProps }: Props) {
  return (
    <header className="hero">
      {/* One text block, as in every hero: the grid's 2.5 rem gap between blocks put ~80 px between title and summary. */}
      <div className="container container--narrow container--reading hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">{post.category}</p>
          <Title className="hero__title" {...titleProps}>
            {post.title}
          </Title>
          <p className="hero__subtitle">{post.description}</p>
          <PostMeta
            date={post.date}
            dateText={post.dateText}
            author={post.author}
            reviewer={post.reviewer}
            byline={byline}
            reviewerByline={reviewerByline}
            className="post-meta--hero"
          />
        </div>
      </div>
    </header>
  );
}
