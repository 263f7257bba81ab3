// The one modal pattern of the site (WAI-ARIA dialog): Floating UI traps focus, locks scrolling, closes on Escape and returns focus.
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import clsx from 'clsx';
import { FloatingFocusManager, FloatingOverlay, FloatingPortal, useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** id of the visible heading that names the dialog. */
  labelledBy: string;
  /** Where focus goes back when the dialog closes (the button that opened it). */
  returnFocus: RefObject<HTMLElement | null>;
  className?: string;
  overlayClassName?: string;
  id?: string;
  children: ReactNode;
};

export function Modal({ open, onClose, labelledBy, returnFocus, className, overlayClassName, id, children }: ModalProps) {
  const { refs, context } = useFloating({ open, onOpenChange: (next) => { if (!next) onClose(); } });
  const dismiss = useDismiss(context, { outsidePressEvent: 'mousedown' });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay lockScroll className={clsx('modal-overlay', overlayClassName)}>
        {/* The page behind is inert (not only aria-hidden), so nothing there can be focused or tapped. Tab cycles inside
            (keepTabInside) rather than through Floating UI's focus guards: those are focusable elements hidden from
            assistive tech, which accessibility checkers rightly report. */}
        <FloatingFocusManager context={context} modal outsideElementsInert guards={false} returnFocus={returnFocus as React.MutableRefObject<HTMLElement | null>}>
          {/* The given id comes after Floating UI's props, which carry an id of their own (the menu button's aria-controls names ours). */}
          <div ref={refs.setFloating} className={clsx('modal', className)} aria-labelledby={labelledBy} aria-modal="true" {...getFloatingProps({ onKeyDown: keepTabInside })} id={id}>
            {children}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent<HTMLDivElement>) {
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
