import type { Page } from "@playwright/test";

// What the browser keeps of the answers and the question screens (decisions 042 and 052), read or changed the way a
// test needs it.

/** The questions whose answers wait on the device (every record of the device's learners). */
export function storedWaiting(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(window.localStorage)
      .filter((key) => key.startsWith("portal-answers:"))
      .flatMap((key) =>
        Object.keys(
          (JSON.parse(window.localStorage.getItem(key) ?? "{}") as { entries?: object }).entries ?? {},
        ),
      ),
  );
}

/** Drops question `queId`'s copy from every copies cache on the device (the browser evicted it, say). */
export async function dropCopy(page: Page, queId: string | null): Promise<void> {
  await page.evaluate(async (queId) => {
    for (const name of await caches.keys()) {
      if (!name.startsWith("portal-offline:")) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if (new URL(request.url).searchParams.get("que_id") === queId) await cache.delete(request);
    }
  }, queId);
}
