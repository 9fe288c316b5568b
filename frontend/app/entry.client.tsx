/**
 * React Router's default client entry, with one difference: evaluating this module (react-dom is bundled
 * into it) and starting to hydrate are two tasks instead of one. Together they were a 50-65 ms task on
 * Lighthouse's slow phone, enough to count as blocking time; each half stays under 50 ms.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

await new Promise((resolve) => setTimeout(resolve, 0));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
