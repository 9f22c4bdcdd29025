import type { ReactNode } from "react";

import { useT, type MessageKey } from "~/i18n/i18n";

import { EmptyState } from "./empty-state";
import { Pagination, type PaginationProps } from "./pagination";

/** A section's fallback when its upstream call failed: the screen's own text, announced. */
export function FailedNotice({ children }: { children: ReactNode }) {
  return (
    <p className="notice notice--error" role="alert">
      {children}
    </p>
  );
}

/**
 * The one way a list shows its three states: the screen's fallback text when its call failed (null), the empty
 * text when there is nothing (by default 'no content'), else the list itself; below the list or the empty text, the
 * list's pager when it has pages (a page past the last one is empty and still leads back).
 */
export function ListState<T>({
  items,
  failed,
  empty = "common.noContent",
  pager,
  children,
}: {
  items: readonly T[] | null;
  failed: MessageKey;
  empty?: MessageKey;
  pager?: PaginationProps;
  children: (items: readonly T[]) => ReactNode;
}) {
  const t = useT();
  if (items === null) return <FailedNotice>{t(failed)}</FailedNotice>;
  return (
    <>
      {items.length === 0 ? <EmptyState>{t(empty)}</EmptyState> : children(items)}
      {pager ? <Pagination {...pager} /> : null}
    </>
  );
}
