import { useNavigation } from "@remix-run/react";

// The one pending hook (Epic Stack's `useIsPending` habit; docs/decisions/033): every form that disables its
// button while it posts asks here. Without JavaScript there is no pending state: the browser posts and loads.

export type PendingOptions = {
  /**
   * "submitting" (the default): from the press until the action has answered. "non-idle": also while the page
   * the action sent the browser to loads (a post that redirects to another screen).
   */
  state?: "submitting" | "non-idle";
  /** Only a post whose form holds this field with this value (the pressed button's intent, the card's id). */
  field?: { name: string; value: string };
};

/** Whether a form submission matching `options` is on its way. */
export function useIsPending({ state = "submitting", field }: PendingOptions = {}): boolean {
  const navigation = useNavigation();
  const pending =
    state === "submitting"
      ? navigation.state === "submitting"
      : navigation.state !== "idle" && navigation.formMethod !== undefined;
  if (!pending) return false;
  return field ? navigation.formData?.get(field.name) === field.value : true;
}
