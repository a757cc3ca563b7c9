/**
 * Browser-bundle stand-in for `use-sync-external-store/shim` (aliased in vite.config.ts), which
 * react-i18next imports for React < 18. React 19 has the hook itself; the shim's fallback code
 * would only add bytes to the vendor chunk.
 */
export { useSyncExternalStore } from 'react';
