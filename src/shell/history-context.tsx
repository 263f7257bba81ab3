// Whether the visitor has moved within the site in this tab, so a "back" button can go back instead of to its fallback page.
import { createContext, useContext } from 'react';

export const HistoryContext = createContext<() => boolean>(() => false);
export const useCanGoBack = () => useContext(HistoryContext);
