import { useEffect, useState } from "react";

// The one way to load code later than the page's first script (decision 031): the question screens' parts, the
// carousel's engine, the charts, the player's libraries, the answer draft and the file transfers. Everything goes
// through `lazyCode()`, so there is one failure behaviour: when the code cannot be had (a weak network, a blocker,
// a deploy that removed the file) `load()` answers null, never throws, and what depends on it is left out; the
// screen stands (a browser keeps a failed module failed, so asking again would not help before a reload).
//
// Nothing here suspends. React 18 drops a Suspense boundary's server HTML when an update reaches it before its code
// has arrived (error #421, finding F2), and a click during hydration that renders a suspended boundary at once can
// fail the whole root (#345). So a part (lazy-part.tsx) renders, until its code is there, exactly what the server
// sent (kept as it is, not hydrated), and swaps to the live part in an effect when the code arrives; a component
// drawn only in the browser (a chart, video.js) shows the server's stand-in until then (`useLazyCode`).

/** Code loaded with import(): its value once loaded, or null when it could not be had. */
export type LazyCode<T> = {
  /** Starts loading (once); answers the value, or null when the code cannot be had. */
  load(): Promise<T | null>;
  /** The value when loaded, null when loading failed, undefined before. */
  current(): T | null | undefined;
};

/**
 * `load` is an import() of a `*.lazy.tsx` or `*.client.ts(x)` module (tests/unit/page-kit.test.ts). Nothing is
 * loaded before `load()` is first called.
 */
export function lazyCode<T>(load: () => Promise<T>): LazyCode<T> {
  let value: T | null | undefined;
  let pending: Promise<T | null> | undefined;
  return {
    load: () =>
      (pending ??= load().then(
        (loaded) => (value = loaded),
        () => (value = null),
      )),
    current: () => value,
  };
}

/** The code's value once it has arrived in the browser (null before, and for good when it cannot be had). */
export function useLazyCode<T>(code: LazyCode<T>, wanted = true): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let gone = false;
    void code.load().then((loaded) => {
      if (!gone) setValue(() => loaded);
    });
    return () => {
      gone = true;
    };
  }, [code, wanted]);
  return wanted ? value : null;
}
