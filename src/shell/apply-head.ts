// Replaces the document head's route tags after a client-side navigation (the prerendered HTML already has the first route's).
import type { Head } from '../content/head.ts';

export function applyHead(head: Head): void {
  document.documentElement.lang = head.lang;
  if (document.title !== head.title) document.title = head.title;
  const current = [...document.head.querySelectorAll('[data-head]')];
  const next: Element[] = head.tags.map((tag) => {
    const element = document.createElement(tag.tag);
    for (const [key, value] of Object.entries(tag))
      if (key !== 'tag' && value !== undefined) element.setAttribute(key, String(value));
    element.setAttribute('data-head', '');
    return element;
  });
  if (head.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = head.jsonLd;
    script.setAttribute('data-head', '');
    next.push(script);
  }
  const same = current.length === next.length && current.every((element, index) => element.isEqualNode(next[index]!));
  if (same) return;
  for (const element of current) element.remove();
  document.head.append(...next);
}
