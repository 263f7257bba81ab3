// The line that says when an article was published, who signs it and who reviewed it, on its card, its page and its overlay.
import clsx from 'clsx';
import type { Author, PostView } from '../content/view-types.ts';

type Props = Pick<PostView, 'date' | 'dateText' | 'author' | 'reviewer'> & {
  byline: string;
  /** « révisé par »: without these words (older sites), the reviewer is not named. */
  reviewerByline?: string | undefined;
  className?: string;
};

export function PostMeta({ date, dateText, author, reviewer, byline, reviewerByline, className }: Props) {
  return (
    <p className={clsx('post-meta', className)}>
      <time dateTime={date}>{dateText}</time>
      <Separator />
      <span className="post-meta__author">
        {byline} <Name person={author} />
      </span>
      {reviewer && reviewerByline && (
        // Its own item: where date and author stack (phones, cards), the review gets its own line, not a broken one.
        <span className="post-meta__reviewer">
          <Separator /> {reviewerByline} <Name person={reviewer} />
        </span>
      )}
    </p>
  );
}

function Separator() {
  return (
    <span className="post-meta__separator" aria-hidden="true">
      ·
    </span>
  );
}

/** Two text nodes, as on the team cards: the designation is a name written once, the same in both languages. */
function Name({ person }: { person: Pick<Author, 'name' | 'designation'> }) {
  return (
    <>
      {person.name}
      {person.designation && <>, {person.designation}</>}
    </>
  );
}
