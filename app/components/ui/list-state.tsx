import type { ReactNode } from "react";

import { useT, type MessageKey } from "~/i18n/i18n";

import { EmptyState } from "./empty-state";

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
 * text when there is nothing (by default 'no content'), else the list itself.
 */
export function ListState<T>({
  items,
  failed,
  empty = "common.noContent",
  children,
}: {
  items: readonly T[] | null;
  failed: MessageKey;
  empty?: MessageKey;
  children: (items: readonly T[]) => ReactNode;
}) {
  const t = useT();
  if (items === null) return <FailedNotice>{t(failed)}</FailedNotice>;
  if (items.length === 0) return <EmptyState>{t(empty)}</EmptyState>;
  return <>{children(items)}</>;
}
