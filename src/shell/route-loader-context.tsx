// Lets a component load another route's view (the French blog list opens an article without leaving the page).
import { createContext, useContext } from 'react';
import type { RouteView, SettingsView } from '../content/view-types.ts';

/** A route ready to show: its view, the settings of its language, and its section components loaded. */
export type LoadedRoute = { view: RouteView; settings: SettingsView };
export type LoadRoute = (path: string) => Promise<LoadedRoute>;
export const RouteLoaderContext = createContext<LoadRoute>(() => Promise.reject(new Error('no route loader')));
export const useRouteLoader = () => useContext(RouteLoaderContext);
