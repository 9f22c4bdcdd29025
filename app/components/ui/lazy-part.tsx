import { createElement, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from "react";

import { lazyCode } from "./lazy-code";

// A part of a question screen whose code loads when it is shown, on the one way of lazy-code.ts (decision 031).
// Apart from lazy-code.ts, which every page kit carries, so that only the question screens carry this.

const onServer = () => typeof document === "undefined";
// Before paint in the browser; React warns about a layout effect on the server, where it would not run anyway.
const useClientLayoutEffect = onServer() ? useEffect : useLayoutEffect;

type Plain = Record<string, unknown>;
type Control = HTMLInputElement & HTMLTextAreaElement;
type Kept = { state: [string, boolean, FileList | null][]; focused: number };

// The server's HTML and the live part are the same markup: their controls match in document order.
const controlsOf = (root: HTMLElement) => [
  ...root.querySelectorAll<Control>("input:not([type=hidden]), textarea, select"),
];

/** What the learner typed or chose in the server's HTML of a part, and where the focus was. */
const keep = (root: HTMLElement): Kept => {
  const controls = controlsOf(root);
  return {
    state: controls.map((control) => [control.value, control.checked, control.files]),
    focused: controls.indexOf(document.activeElement as Control),
  };
};

/** Puts it back into the live part, through the events React listens to, so the part's state follows. */
function putBack(root: HTMLElement, { state, focused }: Kept) {
  controlsOf(root).forEach((control, index) => {
    const [value, checked, files] = state[index] ?? [];
    if (/^(checkbox|radio)$/.test(control.type)) {
      if (control.checked !== checked) control.click();
    } else if (control.type === "file") {
      if (files?.length) {
        control.files = files;
        control.dispatchEvent(new Event("change", { bubbles: true }));
      }
    } else if (value !== undefined && control.value !== value) {
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), "value")?.set?.call(control, value);
      control.dispatchEvent(new Event("input", { bubbles: true }));
    }
    if (index === focused) control.focus();
  });
}

/**
 * A part of a page whose code is loaded when it is first shown (decision 031): `load` answers its component (an
 * import() of its `*.lazy.tsx` module); `afterPageLoad` as for `lazyCode`. Its props are plain data.
 *
 * - The server renders it in place (its module is loaded when the server starts), in a wrapper element.
 * - In the browser, until its code has arrived, the wrapper keeps the server's HTML as it is (React does not
 *   hydrate what `dangerouslySetInnerHTML` holds, and never touches it while that prop is unchanged): a re-render,
 *   a post or a click meanwhile leaves it be. Its links and forms work as they do without JavaScript. When the
 *   code arrives the live part replaces it, with what was typed or chosen in it and the focus put back.
 * - If its props change before then, the server's HTML is out of date: the place stays empty until the code comes.
 * - A part first shown by a client navigation appears once its code has arrived.
 * - When the code cannot be had the part is left out; the rest of the screen stands.
 */
export function lazyPart<P extends Plain>(
  load: () => Promise<ComponentType<P>>,
  { afterPageLoad = false }: { afterPageLoad?: boolean } = {},
): ComponentType<P> {
  const code = lazyCode(load);
  // On the server, loaded as it starts: the part renders in place. `afterPageLoad`: in the browser, loaded once the
  // page has loaded even before the part is shown (the one modal, which tracks the focus from the start to give it
  // back to the button that opened a dialog, decision 018; the answer card and the reviewed answer).
  if (onServer()) void code.load();
  else if (afterPageLoad) {
    if (document.readyState === "complete") void code.load();
    else window.addEventListener("load", () => void code.load(), { once: true });
  }
  function Part(props: P) {
    const [Live, setLive] = useState(code.current);
    const wrapper = useRef<HTMLDivElement>(null);
    const kept = useRef<Kept | null>(null);
    const [first] = useState(() => JSON.stringify(props));
    const stale = first !== JSON.stringify(props);

    useEffect(() => {
      if (Live !== undefined) return;
      let gone = false;
      void code.load().then((loaded) => {
        if (gone) return;
        if (wrapper.current) kept.current = keep(wrapper.current);
        setLive(() => loaded);
      });
      return () => {
        gone = true;
      };
    }, [Live]);

    useClientLayoutEffect(() => {
      if (!Live || !kept.current || !wrapper.current) return;
      putBack(wrapper.current, kept.current);
      kept.current = null;
    }, [Live]);

    let Shown = Live;
    if (onServer()) {
      Shown = code.current();
      // Not loaded yet (a request in the server's first moments): wait for it rather than render without it.
      if (Shown === undefined) throw code.load();
    }
    if (Shown === null) return null;
    return Shown ? (
      // createElement: the part's component is a value its module gave, not one made here.
      <div key="live" ref={wrapper} className="lazy-part">
        {createElement(Shown, props)}
      </div>
    ) : (
      <div
        key={stale ? "stale" : "server"}
        ref={wrapper}
        className="lazy-part"
        // The server's HTML, kept until the code arrives (empty when the server did not render the part).
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    );
  }
  Part.displayName = "LazyPart";
  return Part;
}
