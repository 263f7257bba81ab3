// Which plan the shell's dialogs were opened for: the plan card's button names it, the dialogs show it until all close.
import { DIALOG_ID } from './dialog-ids.ts';

/** The attribute a plan card's button carries: the plan's title, in the page's language. */
export const PLAN_ATTRIBUTE = 'data-plan';

const SHELL_DIALOGS: readonly string[] = Object.values(DIALOG_ID);
let plan: string | null = null;
const listeners = new Set<() => void>();
const set = (next: string | null) => {
  if (next === plan) return;
  plan = next;
  for (const listener of listeners) listener();
};

/**
 * Follows, from the entry script's first line, which button opened the shell's dialogs: the browser's own invoker
 * (commandfor) names it in its command event, and a tap while React is still hydrating (sliced, under a second on a
 * phone) opens the window natively, before any effect could listen (CI: « Service complet » lost that way). A dialog
 * opened from another (Book in get-started) keeps the plan; it is forgotten once every dialog is closed. Neither
 * event bubbles: the document hears them in the capture phase.
 */
export function followChosenPlan(): void {
  document.addEventListener(
    'command',
    (event) => {
      const { source, command, target } = event as CommandEvent;
      if (command !== 'show-modal' || !(target instanceof HTMLDialogElement) || !SHELL_DIALOGS.includes(target.id))
        return;
      set(source instanceof HTMLElement ? source.getAttribute(PLAN_ATTRIBUTE) : null);
    },
    true,
  );
  document.addEventListener(
    'close',
    () => {
      if (!document.querySelector('dialog[open]')) set(null);
    },
    true,
  );
}

/** The plan named by the button that opened the shell's dialogs, or null when a general button did. */
export const chosenPlan = (): string | null => plan;

/** Calls `listener` whenever the chosen plan changes; returns the way to stop. */
export function onChosenPlan(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
