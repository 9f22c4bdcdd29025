import { lazyPart } from "~/components/ui/lazy-part";

import type { LiveAnswerCardProps } from "./answer-card.lazy";

// The answer card (learner-area §2, §3; answer-card.lazy.tsx): its code loads once the page has loaded, not with
// the page's first script (decision 031). The server renders it in place; until its code has
// arrived its server HTML serves (the numbers post the question form or follow their links, as without
// JavaScript), and a post or a re-render meanwhile leaves it be (components/ui/lazy-part.tsx).

const LiveCard = lazyPart<LiveAnswerCardProps>(
  () => import("./answer-card.lazy").then((module) => module.AnswerCard),
  { afterPageLoad: true },
);

export type AnswerCardProps = Omit<LiveAnswerCardProps, "hrefs"> & {
  /** review: the URL of a question (made here into plain data, so the card's props compare by value). */
  hrefFor?: (queId: string) => string;
};

export function AnswerCard({ hrefFor, ...props }: AnswerCardProps) {
  const hrefs = hrefFor
    ? Object.fromEntries(props.items.map((item) => [item.que_id, hrefFor(item.que_id)]))
    : undefined;
  return <LiveCard {...props} hrefs={hrefs} />;
}
