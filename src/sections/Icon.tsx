// A line icon drawn by the stylesheet (src/styles/icons/<name>.svg, used as a mask): no request and no JavaScript per icon; decorative, so hidden from screen readers.
import type { IconName } from '../content/schema/icon.ts';

export function Icon({ name }: { name: IconName }) {
  return <span className={`icon icon--${name}`} aria-hidden="true" />;
}
