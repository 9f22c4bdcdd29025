import { Link } from "@remix-run/react";

import { useT, type MessageKey } from "~/i18n/i18n";

type Props = {
  title: MessageKey;
  text: MessageKey;
  hint?: MessageKey;
  action: { to: string; label: MessageKey };
};

/** A page that only says what happened and offers one way on: error, not-found and no-permission pages. */
export function StatusPage({ title, text, hint, action }: Props) {
  const t = useT();
  return (
    <div className="status-page">
      <h1>{t(title)}</h1>
      <p>{t(text)}</p>
      {hint ? <p>{t(hint)}</p> : null}
      <p className="status-page__actions">
        <Link className="button button--primary" to={action.to}>
          {t(action.label)}
        </Link>
      </p>
    </div>
  );
}
