// Lets any button open the get-started or booking dialog without knowing how dialogs are drawn.
import { createContext, useContext } from 'react';

export type DialogName = 'getStarted' | 'booking';
export type DialogControl = { open(name: DialogName, opener?: HTMLElement | null): void };

export const DialogContext = createContext<DialogControl>({ open: () => undefined });
export const useDialogs = () => useContext(DialogContext);
