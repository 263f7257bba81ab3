// A team member's initials on a disc of the site's colours, until the firm has photos: nothing that could pass for a real face.
/** First letter of the first and last words of a name: « Mathieu Gagnon » → MG, « Anne-Marie Roy » → AR. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toLocaleUpperCase('fr-CA');
}

/** How many disc colours people.css declares (.monogram--0 …): picked by the name, so a person keeps theirs. */
const DISCS = 4;

function seed(name: string): number {
  let hash = 7;
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return hash;
}

export function Monogram({ name }: { name: string }) {
  return (
    // A class, not a style attribute: the site's content security policy allows no inline style.
    <span className={`monogram monogram--${seed(name) % DISCS}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
