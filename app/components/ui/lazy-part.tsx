import { lazy, memo, Suspense, type ComponentType } from "react";

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

/** The part's place when its code could not be loaded: nothing (the rest of the page stays usable). */
const PartUnavailable = () => null;

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
    pending = load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      // Its code could not be had (a weak network, a blocker, a deploy that removed the file): the part is left
      // out and the page stays, never the error page that would take the learner's answer with it (a browser
      // keeps a failed module failed, so asking again would not help before a reload). Left out rather than a
      // notice: the question screens have no room left in their 100 KB (decision 025).
      () => ({ default: PartUnavailable as unknown as ComponentType<P> }),
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
