// The ids of the shell's two dialogs, shared by their openers (buttons, menu) and the dialogs themselves.
/** The ids the site's dialog buttons name (Action.tsx, TopBar.tsx, MobileMenu.tsx). */
export const DIALOG_ID = { getStarted: 'dialog-get-started', booking: 'dialog-booking' } as const;
export type DialogName = keyof typeof DIALOG_ID;
