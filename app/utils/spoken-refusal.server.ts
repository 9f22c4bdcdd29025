import { refusalKey, type RefusalPlace } from "~/domain/refusals";
import type { Translate } from "~/i18n/i18n";

import type { Outcome } from "~/services/upstream-failure";

// A failed call whose message a screen shows as it is (`message || fallback`): the message put in the page's
// language on the server when the portal's catalogue knows the code at that place (app/domain/refusals.ts,
// decision 043), so the screens' code and script stay as they are. Unknown codes keep the upstream's words.

export function spokenOutcome<T>(outcome: Outcome<T>, place: RefusalPlace, t: Translate): Outcome<T> {
  if (outcome.ok) return outcome;
  const key = refusalKey(place, outcome.code);
  return key ? { ...outcome, message: t(key) } : outcome;
}
