import { useCallback, useEffect, useRef, useState } from "react";

import type { Toast } from "~/utils/toast.server";

import { ToastMessage } from "./toast";

// A page's own toasts (the contest's "复制成功"), apart from toast.tsx: toast.tsx is in the page kit (every page
// shows the flash toast), this only on the pages that raise toasts themselves, so the others do not carry it
// (decision 035).

type Queued = { id: number; toast: Toast };

/**
 * Toasts a page raises itself (e.g. "复制成功" after a copy): each lasts `durationMs`, and at most `max` show at
 * once (a new one pushes the oldest out). The same ToastMessage as the flash toast, stacked.
 */
export function useToastQueue({ durationMs, max }: { durationMs: number; max: number }) {
  const [queue, setQueue] = useState<Queued[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const push = useCallback(
    (toast: Toast) => {
      const id = ++nextId.current;
      setQueue((current) => [...current, { id, toast }].slice(-max));
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setQueue((current) => current.filter((item) => item.id !== id));
      }, durationMs);
      timers.current.add(timer);
    },
    [durationMs, max],
  );
  return { queue, durationMs, push };
}

/** The toasts of a useToastQueue, one under the other. */
export function ToastStack({ queue, durationMs }: { queue: Queued[]; durationMs: number }) {
  return (
    <div className="toast-stack">
      {queue.map((item) => (
        // The fade (0.4 s) ends as the queue drops the toast.
        <ToastMessage key={item.id} toast={item.toast} durationMs={Math.max(0, durationMs - 400)} />
      ))}
    </div>
  );
}
