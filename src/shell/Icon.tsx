// A line icon: a <use> of its symbol in the sprite every page carries (vite-plugin-icons.ts), drawn in the text's colour; decorative, so hidden from screen readers.
import type { IconName } from '../content/schema/icon.ts';

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" aria-hidden="true" focusable="false">
      <use href={`#icon-${name}`} />
    </svg>
  );
}
