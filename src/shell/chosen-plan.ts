// Which plan the shell's dialogs were opened for: the plan card's button names it, the dialogs show it until all close.
import { useEffect, useState } from 'react';

/** The attribute a plan card's button carries: the plan's title, in the page's language. */
export const PLAN_ATTRIBUTE = 'data-plan';

/**
 * The plan named by the button that opened one of `ids`, or null when a general button did. The browser's own
 * invoker (commandfor) says which button it was in its command event; a dialog opened from another (Book in
 * get-started) keeps the plan, and it is forgotten once every dialog is closed. A tap before the app runs opens the
 * general window: the plan is not lost from the page, only from that window.
 */
export function useChosenPlan(ids: readonly string[]): string | null {
  const [plan, setPlan] = useState<string | null>(null);
  useEffect(() => {
    const dialogs = ids
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLDialogElement => element instanceof HTMLDialogElement);
    const opened = (event: Event) => {
      const { source, command } = event as CommandEvent;
      if (command !== 'show-modal' || !(source instanceof HTMLElement)) return;
      setPlan(source.getAttribute(PLAN_ATTRIBUTE));
    };
    const closed = () => {
      if (!document.querySelector('dialog[open]')) setPlan(null);
    };
    for (const dialog of dialogs) {
      dialog.addEventListener('command', opened);
      dialog.addEventListener('close', closed);
    }
    return () => {
      for (const dialog of dialogs) {
        dialog.removeEventListener('command', opened);
        dialog.removeEventListener('close', closed);
      }
    };
  }, [ids]);
  return plan;
}
