// What wouter imports as `use-sync-external-store/shim`: that package back-ports the hook to React 16 and
// 17 and, under React 18 and later, only hands React's own back. Aliased here (vite.site.ts) so / does
// not carry the back-port and its CommonJS wrapper.
export {useSyncExternalStore} from 'react';
