import { redirect } from "@remix-run/node";

import { refusalToast } from "~/domain/refusals";
import { settle } from "~/services/upstream-failure";
import { redirectWithToast } from "~/utils/toast.server";

import type { ReviewScreen } from "./adapter";

// What both review screens do alike (./adapter.ts ReviewScreen): 'answer again' is a post; it goes to the
// answering screen, or back to the review with the kind's message: the catalogue's for a code it knows, else the
// server's words (learner-area §8, decision 043).

/** Serves the review's 'answer again' post. */
export async function answerAgain(screen: ReviewScreen) {
  const next = await settle(screen.again());
  if (next.ok) return redirect(next.data);
  return redirectWithToast(screen.here, {
    type: "error",
    ...refusalToast(screen.refusals, next, screen.againFailedKey),
  });
}
