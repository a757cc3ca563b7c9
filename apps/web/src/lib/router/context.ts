import { createContext, useContext, type ReactNode } from 'react';
import type { Router, RouterState } from './router.js';

export interface RouterContextValue {
  router: Router;
  state: RouterState;
}

export const RouterContext = createContext<RouterContextValue | null>(null);

/** What the nearest `<Outlet />` renders: the next route of the matched chain. */
export const OutletContext = createContext<ReactNode>(null);

export function useRouterContext(): RouterContextValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('Router hooks and links need a <RouterProvider> above them');
  return value;
}
