import { createContext, useContext } from 'react';

/** Which page the app runs in: `index.html` (desktop) or `m.html` (mobile). */
export type ShellKind = 'desktop' | 'mobile';

export const ShellContext = createContext<ShellKind>('desktop');

/** The shell the current tree renders in. */
export function useShell(): ShellKind {
  return useContext(ShellContext);
}
