// A list with check marks (what a plan includes, a service's features, worked examples), or numbered steps.
import clsx from 'clsx';

/** A short label and its colon opening an item (« Expertise dédiée : … », "Dedicated expertise: …"); no sentence in it. */
const LABEL = /^([^:.!?]{2,40}?\s?:)\s+(\S[\s\S]*)$/u;

export function Checklist({
  items,
  className,
  labelled = false,
  steps = false,
}: {
  items: readonly string[] | undefined;
  className?: string;
  /** Items that open with a label show it in bold: a list of points read as grey prose without it (review 7 #8). */
  labelled?: boolean;
  /** Steps in order, numbered (review 9: « en quatre étapes » shown as check marks). */
  steps?: boolean;
}) {
  if (!items || items.length === 0) return null;
  const List = steps ? 'ol' : 'ul';
  return (
    <List className={clsx('checklist', steps && 'checklist--steps', className)}>
      {items.map((item, index) => {
        const label = labelled ? LABEL.exec(item) : null;
        return (
          <li key={index}>
            {label ? (
              <>
                <strong>{label[1]}</strong> {label[2]}
              </>
            ) : (
              item
            )}
          </li>
        );
      })}
    </List>
  );
}
