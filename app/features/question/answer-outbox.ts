import { lazyCode } from "~/components/ui/lazy-code";

// Every answer kept on the device and sent in order (decision 042). The machinery (answer-outbox.client.ts) is
// started by the status line's part (answer-status.lazy.tsx) once the page has loaded; this is what an answering
// page's route carries from its first script: its clientAction.

const outbox = lazyCode(() => import("./answer-outbox.client"));

export type OutboxOptions = {
  formId: string;
  /** The learner's key (school and user): another learner on the same device has other records. */
  learner: string;
  recordId: string;
  queId: string;
  number: number;
  /** false (a deleted question, a failure in its place): the attempt's waiting answers go, nothing is watched. */
  enabled: boolean;
  autosaveUrl: string;
  /** The deadline (Unix seconds); none in practice. */
  endsAt?: number | null;
  /** False when the operator withdrew the copies on the device (decision 052). */
  copies?: boolean;
};

/**
 * The answering screens' clientAction (answer-outbox.client.ts `offlineAwareAction`): without the machinery (its
 * code could not be had) the post goes as it always did.
 */
export async function answeringClientAction(
  request: Request,
  serverAction: () => Promise<unknown>,
): Promise<unknown> {
  const code = await outbox.load();
  return code ? code.offlineAwareAction(request, serverAction) : serverAction();
}
