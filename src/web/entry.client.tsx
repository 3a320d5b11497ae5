import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's default client entry, except that hydration waits for the browser's first paint: the
 * server-rendered page (the hero heading is the largest paint) shows before React's long hydration task
 * runs, instead of after it when the scripts arrive with the stylesheet. Hydration itself is unchanged.
 */
let started = false;
function hydrate() {
  if (started) return;
  started = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// A frame callback runs before the next paint; the timeout it queues runs after that paint. Hidden tabs
// run no frames, hence the plain timeout as well.
requestAnimationFrame(() => setTimeout(hydrate, 0));
setTimeout(hydrate, 250);
