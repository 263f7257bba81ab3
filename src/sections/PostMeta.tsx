// The line that says when an article was published and who signs it, on its card, its page and its overlay.
import clsx from 'clsx';
import type { PostView } from '../content/view-types.ts';

type Props = Pick<PostView, 'date' | 'dateText' | 'author'> & { byline: string; className?: string };

export function PostMeta({ date, dateText, author, byline, className }: Props) {
  return (
    <p className={clsx('post-meta', className)}>
      <time dateTime={date}>{dateText}</time>
      <span className="post-meta__separator" aria-hidden="true">
        ·
      </span>
      <span className="post-meta__author">
        {byline} {author.name}
        {/* Two text nodes, as on the team cards: the designation is a name written once, the same in both languages. */}
        {author.designation && <>, {author.designation}</>}
      </span>
    </p>
  );
}
