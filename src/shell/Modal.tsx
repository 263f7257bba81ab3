// The one modal pattern of the site (WAI-ARIA dialog): Floating UI traps focus, locks scrolling, closes on Escape and returns focus.
import type { ReactNode, RefObject } from 'react';
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
        <FloatingFocusManager context={context} modal returnFocus={returnFocus as React.MutableRefObject<HTMLElement | null>}>
          <div ref={refs.setFloating} id={id} className={clsx('modal', className)} aria-labelledby={labelledBy} aria-modal="true" {...getFloatingProps()}>
            {children}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
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
