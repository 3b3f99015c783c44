import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Portal } from './state.js';

/** The portal's state, for every component under the shell. */
export const PortalContext = createContext<Portal | null>(null);

export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (portal === null) throw new Error('usePortal() outside the portal');
  return portal;
}
