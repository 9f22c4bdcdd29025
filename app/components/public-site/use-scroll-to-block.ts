import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/**
 * A public site's `id` query scrolls to the block of that category (`#block-{id}`, public-sites §2.2, §2.4). The
 * links carry the block's anchor too, so the browser scrolls there without JavaScript; this covers a link that
 * has only the query.
 */
export function useScrollToBlock() {
  const location = useLocation();
  useEffect(() => {
    const id = new URLSearchParams(location.search).get("id");
    if (!id || location.hash) return;
    document.getElementById(`block-${id}`)?.scrollIntoView();
  }, [location.search, location.hash]);
}
