import { useEffect } from "react";

/**
 * Blocks the browser's back button while the page is shown (learner-area §2: the result review and the end page
 * of an assessment). An attempt that is over must not be re-entered by going back to its answering screen.
 *
 * It pushes one more history entry for the same URL and pushes it again whenever the learner goes back, so back
 * always lands on this page. The entry copies the router's own history state (its key and index), so Remix reads
 * the re-pushed entry as the page it already shows. Without JavaScript nothing happens: the browser's back works
 * as usual there, and the answering screen it returns to is refused by the server (the attempt is finished).
 */
export function useBlockBack(): void {
  useEffect(() => {
    const stay = () => window.history.pushState(window.history.state, "", window.location.href);
    stay();
    window.addEventListener("popstate", stay);
    return () => window.removeEventListener("popstate", stay);
  }, []);
}
