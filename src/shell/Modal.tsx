// The one modal pattern of the site (WAI-ARIA dialog), on the browser's own <dialog> opened with showModal().
// The browser makes the page behind inert, moves focus in and offers Escape; this adds Tab cycling, closing from the
// backdrop, the page's width kept under the scroll lock (site.css), and focus back to the opener.
import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import clsx from 'clsx';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** id of the visible heading that names the dialog. */
  labelledBy: string;
  /** Where focus goes back when the dialog closes (the button that opened it). */
  returnFocus: RefObject<HTMLElement | null>;
  /** Where focus goes when it opens, instead of its first control (the close button): an article's heading, so that
   *  Space pages through the text rather than pressing Close. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  id?: string;
  children: ReactNode;
};

export function Modal({ open, ...props }: ModalProps) {
  // Rendered only while open: a closed dialog costs the page nothing, and opening is one mount.
  return open ? createPortal(<OpenDialog {...props} />, document.body) : null;
}

function OpenDialog({ onClose, labelledBy, returnFocus, initialFocus, className, id, children }: Omit<ModalProps, 'open'>) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    // Shown at the start of the next frame, not in the task that rendered it: showModal() restyles the whole page (it
    // all becomes inert), and the two together made one long task on a slow phone (60-99 ms at 4x CPU, the menu
    // tapped at first paint). Until then the dialog is in the page but closed, so not drawn.
    const frame = requestAnimationFrame(() => {
      // A page scrollbar (not a phone's overlay one) disappears under the scroll lock: the page keeps its width.
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
      dialog.showModal();
      initialFocus?.current?.focus();
    });
    return () => {
      cancelAnimationFrame(frame);
      document.body.style.paddingRight = '';
      // close() takes it out of the top layer while it is still in the document; then focus goes back to the opener
      // (which may differ from what had focus before: a tap kept before the app started focused nothing).
      dialog.close();
      const opener = returnFocus.current;
      if (opener?.isConnected) opener.focus();
    };
  }, [returnFocus, initialFocus]);
  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={clsx('modal', className)}
      aria-labelledby={labelledBy}
      // Implied by showModal(); said outright for assistive tech that reads attributes rather than the top layer.
      aria-modal="true"
      onCancel={(event: SyntheticEvent<HTMLDialogElement>) => {
        // Escape: the app closes the dialog, so the open state has one owner.
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event: MouseEvent<HTMLDialogElement>) => {
        if (!pressedOnBackdrop(event)) return;
        // Without preventDefault, the press would then move focus to where it landed (nothing), away from the opener.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={keepTabInside}
    >
      {children}
    </dialog>
  );
}

/** A press on the dimmed page around the dialog reaches the dialog itself, outside its box. */
function pressedOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last (a modal dialog alone would let
 *  focus leave for the browser's own address bar). */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.getClientRects().length > 0);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const leaving = event.shiftKey ? active === first || active === event.currentTarget : active === last;
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

export function CloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button type="button" className="modal__close" onClick={onClose}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span>{label}</span>
    </button>
  );
}
