import { useNavigation } from "@remix-run/react";

// The one pending hook (Epic Stack's `useIsPending` habit; docs/decisions/033): every form that disables its
// button while it posts asks here. Without JavaScript there is no pending state: the browser posts and loads.
// It is in the page kit (components/page-kit.ts): nearly every page has a form, and one more small chunk of its
// own would cost each of them more than the hook.

export type PendingOptions = {
  /**
   * Without it: from the press until the action has answered. "non-idle": also while the page the action sent
   * the browser to loads (a post that redirects to another screen).
   */
  state?: "non-idle";
  /** Only a post whose form holds this field with this value (the pressed button's intent, the card's id). */
  field?: { name: string; value: string };
};

/** Whether a form submission matching `options` is on its way. */
export function useIsPending({ state, field }: PendingOptions = {}): boolean {
  const navigation = useNavigation();
  return (
    (state
      ? navigation.state !== "idle" && navigation.formMethod !== undefined
      : navigation.state === "submitting") &&
    (!field || navigation.formData?.get(field.name) === field.value)
  );
}
