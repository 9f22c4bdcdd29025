import { useLocation } from "@remix-run/react";
import { lazy, memo, Suspense, type ComponentType } from "react";

import { useT } from "~/i18n/i18n";

// A part of a page whose code is loaded when it is first shown, not with the page's script (decision 011): the
// answer-files block, a kept answer, a question screen's dialogs. Nothing changes for the reader:
//
// - The server renders it in place, as if it were imported: its module is loaded once when the server starts, so
//   the part never suspends there. (A part that suspended would be streamed behind an inline script, which a
//   browser without JavaScript never runs.)
// - In the browser, hydration leaves the server's HTML of the part as it is until its code has arrived (React's
//   selective hydration of a Suspense boundary), then hydrates it. Its props are plain data compared by value, so
//   a re-render of the page in between does not make React throw the server's HTML away.
// - A part first shown by a client navigation appears once its code has arrived (a few KB).
//
// A module loaded this way is an entry of the client build: it is named `*.lazy.tsx` and starts with
// `import "~/components/page-kit";` (tests/unit/page-kit.test.ts).

type Plain = Record<string, unknown>;

/** The part's place when its code could not be loaded: what happened, and a plain link that loads the page again. */
function PartUnavailable() {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <p className="notice notice--error" role="alert">
      {t("errors.partFailed")} <a href={`${pathname}${search}`}>{t("errors.reloadPage")}</a>
    </p>
  );
}

// How many parts' code the browser is still fetching, for the end-to-end tests' "the page is ready"
// (tests/e2e/fixtures.ts `waitForHydration`): acting on a part before its code arrives makes React drop the
// server's HTML of it until then.
type LazyWindow = { __lazyPartsPending?: number };
function startLoading() {
  if (typeof window !== "undefined") {
    const counted = window as LazyWindow;
    counted.__lazyPartsPending = (counted.__lazyPartsPending ?? 0) + 1;
  }
}
function settleLoading() {
  if (typeof window !== "undefined") {
    const counted = window as LazyWindow;
    counted.__lazyPartsPending = Math.max(0, (counted.__lazyPartsPending ?? 1) - 1);
  }
}

const samePlainProps = (before: Plain, after: Plain) => JSON.stringify(before) === JSON.stringify(after);

/**
 * `load` answers the part's component (an import() of its `*.lazy.tsx` module). `afterPageLoad`: in the browser,
 * load the code once the page has loaded even before the part is shown — for the one modal, which must track
 * the focus from the start to give it back to the button that opened a dialog (decision 018).
 */
export function lazyPart<P extends Plain>(
  load: () => Promise<ComponentType<P>>,
  options: { afterPageLoad?: boolean } = {},
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const loading = () => {
    if (pending) return pending;
    startLoading();
    pending = load().then(
      (component) => {
        loaded = component;
        settleLoading();
        return { default: component };
      },
      // Its code could not be had (a weak network, a blocker, a deploy that removed the file): the page stays,
      // with a notice in the part's place, never the error page (a browser keeps a failed module failed, so
      // asking again would not help until the page is loaded again).
      () => {
        settleLoading();
        return { default: PartUnavailable as unknown as ComponentType<P> };
      },
    );
    return pending;
  };
  if (typeof document === "undefined") void loading();
  else if (options.afterPageLoad) {
    if (document.readyState === "complete") void loading();
    else window.addEventListener("load", () => void loading(), { once: true });
  }
  // Once loaded, a thenable that answers at once: React then renders the part without suspending.
  const Part = lazy(() =>
    loaded
      ? ({
          then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }),
        } as Promise<{ default: ComponentType<P> }>)
      : loading(),
  ) as unknown as ComponentType<P>;
  const Shown = (props: P) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
  return memo(Shown, samePlainProps) as unknown as ComponentType<P>;
}
