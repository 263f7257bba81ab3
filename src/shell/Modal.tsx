// The one modal pattern of the site (WAI-ARIA dialog): a <dialog> in the prerendered page, opened by its buttons
// without script (commandfor + command="show-modal"). The browser makes the page behind inert, moves focus in, closes
// on Escape or a press outside (closedby="any") and gives focus back to the opener; once the app runs, this adds Tab
// cycling and keeps the page's width under the scroll lock.

import clsx from 'clsx';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useState } from 'react';

type ModalProps = {
  /** What its openers name in `commandfor`. */
  id: string;
  /** id of the visible heading that names the dialog. */
  labelledBy: string;
  className?: string;
  children: ReactNode;
};

export function Modal({ id, labelledBy, className, children }: ModalProps) {
  return (
    <dialog
      id={id}
      className={clsx('modal', className)}
      aria-labelledby={labelledBy}
      // Implied by showModal(); said outright for assistive tech that reads attributes rather than the top layer.
      aria-modal="true"
      closedby="any"
      onKeyDown={keepTabInside}
      ref={keepPageWidth}
    >
      {children}
    </dialog>
  );
}

/** A button that opens the dialog `target` from the prerendered page, before any script has run. */
export function openerProps(target: string) {
  return { type: 'button', commandfor: target, command: 'show-modal', 'aria-haspopup': 'dialog' } as const;
}

/** A button that closes the dialog it is in, without script. */
export function CloseButton({ label, target }: { label: string; target: string }) {
  return (
    <button type="button" className="modal__close" commandfor={target} command="close">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span>{label}</span>
    </button>
  );
}

/**
 * For an opener inside a dialog (Book in get-started, get-started in the menu): once the app runs, the dialog it is in
 * closes before the next opens, so Escape then leaves the page, not the first dialog, and focus returns to the page's
 * opener. Before that, the browser stacks the second dialog over the first, which is still a working modal.
 */
export function openInstead(event: MouseEvent<HTMLButtonElement>) {
  const current = event.currentTarget.closest('dialog');
  const next = document.getElementById(event.currentTarget.getAttribute('commandfor') ?? '');
  if (!current || !(next instanceof HTMLDialogElement)) return;
  // Cancels the button's own command, which would open the next one over this one.
  event.preventDefault();
  // close() gives focus back to the page's opener; showModal() then keeps it as the one to return to.
  current.close();
  next.showModal();
}

/** Whether the dialog `id` is open, whoever opened it (its button before the app ran, a script, the browser closing it). */
export function useDialogOpen(id: string): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const dialog = document.getElementById(id);
    if (!(dialog instanceof HTMLDialogElement)) return;
    const sync = () => setOpen(dialog.open);
    sync();
    dialog.addEventListener('toggle', sync);
    return () => dialog.removeEventListener('toggle', sync);
  }, [id]);
  return open;
}

/** Closes whatever dialog is open: a new page is shown. */
export function closeDialogs() {
  for (const dialog of document.querySelectorAll('dialog[open]')) (dialog as HTMLDialogElement).close();
}

/**
 * A page scrollbar (not a phone's overlay one) disappears under the scroll lock (site.css): the page is padded by its
 * width while a dialog is open, so nothing behind moves. Native listeners: React does not listen for toggle events on
 * a dialog it hydrated. A ref callback: attached once, detached when it unmounts.
 */
function keepPageWidth(dialog: HTMLDialogElement | null) {
  if (!dialog) return;
  const measure = (event: Event) => {
    const opening = (event as ToggleEvent).newState === 'open';
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (opening && scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
  };
  const restore = () => {
    if (!document.querySelector('dialog[open]')) document.body.style.paddingRight = '';
  };
  dialog.addEventListener('beforetoggle', measure);
  dialog.addEventListener('close', restore);
  return () => {
    dialog.removeEventListener('beforetoggle', measure);
    dialog.removeEventListener('close', restore);
  };
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last (a modal dialog alone would let
 *  focus leave for the browser's own address bar). */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const leaving = event.shiftKey ? active === first || active === event.currentTarget : active === last;
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
