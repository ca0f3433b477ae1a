import '@fontsource-variable/plus-jakarta-sans';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter, type AppRouter } from './app/router';
import { syncScriptFilledFields } from './app/script-filled-fields';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

syncScriptFilledFields();

// Starting the router here begins loading the first page's code at once.
const router = createAppRouter();
const root = createRoot(container);

function render() {
  // A transition lets React render the first screen in short slices, so the page answers input
  // while it starts (a phone's CPU would otherwise be blocked for the whole first render).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

/** Resolves once the first route's page is loaded, so the app replaces a first paint with the real page, never with a spinner. */
function whenStarted(started: AppRouter): Promise<void> {
  if (started.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = started.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// The server sends the home page's first paint (client/vite/home-shell.ts) inside #root for `/`:
// it stays on screen until the page can take its place. Other paths start at once, with the
// app's loading screen.
if (container.firstElementChild) void whenStarted(router).then(render);
else render();
