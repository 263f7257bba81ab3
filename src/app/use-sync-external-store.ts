// React's own useSyncExternalStore, where wouter asks for the React 17 shim (see the alias in vite.config.ts).
export { useSyncExternalStore } from 'react';
