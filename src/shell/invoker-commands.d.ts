// Invoker commands (HTML's commandfor + command on a button), which @types/react 19.3 does not list yet.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button acts on (a <dialog>, a popover). */
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}
