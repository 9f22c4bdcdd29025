import { useRef, useSyncExternalStore } from "react";

import { ToastStack, useToastQueue } from "~/components/ui/toast-queue";
import { CONTEST_TOAST } from "~/domain/contest";
import { useT } from "~/i18n/i18n";

const noSubscription = () => () => {};

/**
 * The registration (§2.6, §8): a 报名 link that opens it (decision 046: the address alone, in a field, was no way
 * in for a phone), and beside it the spec's copy action: always a visible, selectable read-only field; with
 * JavaScript a button copies it and says "复制成功" in the page's toast (2 s, at most 3 at once).
 */
export function RegistrationLink({ url }: { url: string }) {
  const t = useT();
  const field = useRef<HTMLInputElement>(null);
  // True once hydrated: the copy button exists only where it can work.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const toasts = useToastQueue(CONTEST_TOAST);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toasts.push({ type: "success", key: "contest.copied" });
    } catch {
      field.current?.select();
      toasts.push({ type: "error", key: "contest.copyFailed" });
    }
  };
  return (
    <div className="contest-registration">
      <label htmlFor="contest-registration-url">{t("contest.registration")}</label>
      <div className="contest-registration__row">
        <a className="button button--primary contest-registration__sign-up" href={url}>
          {t("contest.signUp")}
        </a>
        <input
          ref={field}
          id="contest-registration-url"
          className="field"
          type="url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        {scripted ? (
          <button type="button" className="button" onClick={() => void copy()}>
            {t("contest.copy")}
          </button>
        ) : null}
      </div>
      <ToastStack queue={toasts.queue} durationMs={toasts.durationMs} />
    </div>
  );
}
