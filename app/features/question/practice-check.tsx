import { lazyPart } from "~/components/ui/lazy-part";

import type { PracticeCheckAreaProps } from "./practice-check.lazy";

// "Check this answer" on the practice answering screen (decision 051): a real submit button of the question form
// (intent 'check': the answer is saved, then the same question shows its check, post/redirect/get, with and
// without JavaScript) and the result under it, in a polite live region present from the page's load.
//
// The area's code (practice-check.lazy.tsx, with its result) loads as the page comes to life, after the screen's
// first script (decision 031), which keeps that script within the question screens' budget (decision 011). Until
// it arrives the server's HTML stands: the button is the question form's own submit button and checks as it does
// without JavaScript; the result shown on arrival is there, and the focus on it; the live area then takes its
// place (its `autoFocus` puts the focus back on a result shown on arrival).

export const PracticeCheckArea = lazyPart<PracticeCheckAreaProps>(() =>
  import("./practice-check.lazy").then((module) => module.PracticeCheckArea),
);
