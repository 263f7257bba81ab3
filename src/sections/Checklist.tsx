// A list with check marks: what a plan includes, a service's features, worked examples.
import clsx from 'clsx';

export function Checklist({ items, className }: { items: readonly string[] | undefined; className?: string }) {
  if (!items || items.length === 0) return null;
  return (
    <ul className={clsx('checklist', className)}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
