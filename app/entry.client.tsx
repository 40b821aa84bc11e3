import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadAfterChunkError } from './components/chunk-reload-guard.tsx';
import { CODE_NOT_LOADED_EVENT, guardRouteModuleReloads } from './lib/chunk-reload.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';

// React Router does the reload itself: the guard only records it, or stops it.
guardRouteModuleReloads(
  console,
  () => reloadAfterChunkError(() => {}),
  () => window.dispatchEvent(new Event(CODE_NOT_LOADED_EVENT)),
);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

registerServiceWorker();
