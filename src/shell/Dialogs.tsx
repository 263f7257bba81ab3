// Holds which dialog is open and who opened it; the dialogs themselves load on first use to keep the first download small.
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { DialogContext, type DialogName } from './dialog-context.tsx';
import { onDemand } from './on-demand.tsx';

const DialogLayer = onDemand(() => import('./DialogLayer.tsx'));

export function Dialogs({ path, children }: { path: string; children: ReactNode }) {
  const [open, setOpen] = useState<DialogName | null>(null);
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const [shownPath, setShownPath] = useState(path);
  if (shownPath !== path) {
    // A navigation closes any dialog (state adjusted during render, as React recommends, not in an effect).
    setShownPath(path);
    if (open) setOpen(null);
  }

  const openDialog = useCallback((name: DialogName, from?: HTMLElement | null) => {
    // Chained dialogs (get started → book) keep the first opener so focus returns to the page, not to a closed dialog.
    if (from) opener.current = from;
    setUsed(true);
    setOpen(name);
  }, []);
  const control = useMemo(() => ({ open: openDialog }), [openDialog]);

  return (
    <DialogContext.Provider value={control}>
      {children}
      {used && <DialogLayer open={open} onOpen={(name) => setOpen(name)} onClose={() => setOpen(null)} returnFocus={opener} />}
    </DialogContext.Provider>
  );
}
