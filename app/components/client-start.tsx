// The browser's start (app/entry.client.tsx calls `startClient`): the catalogue, then hydration. A member of the
// page kit (decision 035): the entry is a file of its own on every page, so its code travels in the framework's
// file and the entry is one call.
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

import { provideCatalogue, type CompiledMessages } from "~/i18n/i18n";
import { isLocale } from "~/i18n/locales";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

/**
 * The page's message catalogue (decision 022): a hashed JSON file the document preloads, so this fetch is served
 * by the preload or the browser's cache. Hydration waits for it, so the browser renders the server's words. If
 * it cannot be had, the page is not hydrated: it stays as the server rendered it, and works as without JavaScript.
 */
async function loadCatalogue(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>("link[data-catalogue]");
  const locale = document.documentElement.lang;
  // The last-resort error page (the root itself failed) speaks both languages without a catalogue.
  if (!link || !isLocale(locale)) return;
  const response = await fetch(link.href);
  if (!response.ok) throw new Error(`catalogue ${response.status}`);
  provideCatalogue(locale, (await response.json()) as CompiledMessages);
}

/** Hydrates the document once its catalogue is there (app/entry.client.tsx calls it). */
export function startClient(): void {
  loadCatalogue().then(hydrate, () => undefined);
}
