// The history entry of an article opened in the blog's overlay: the article's own address, marked with the blog page it
// is shown over, so the app keeps that page on screen (and Back closes the overlay) instead of loading the article page.

const KEY = 'articleOverlayOver';

/** The page an overlay entry is shown over, or undefined for any other entry (an article page reached by a link or a reload). */
export function overlayBaseOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const base = (state as Record<string, unknown>)[KEY];
  return typeof base === 'string' ? base : undefined;
}

/** Gives the overlay of the article at `path`, open over the page at `base`, its own entry in history. */
export function pushOverlayAddress(path: string, base: string): void {
  window.history.pushState({ [KEY]: base }, '', path);
}
