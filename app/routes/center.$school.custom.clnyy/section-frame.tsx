import type { useLoaderData } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";

import type { CONTEST_SECTIONS } from "~/domain/contest";
import { useT } from "~/i18n/i18n";

import type { loader } from "./route";

/** The contest page's data, as its loader gives it. */
export type Page = ReturnType<typeof useLoaderData<typeof loader>>;

/** One section of the contest page: the side navigation's target (focusable, so the jump moves the reading). */
export function ContestSection({
  id,
  children,
}: {
  id: (typeof CONTEST_SECTIONS)[number];
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section
      id={id}
      className={`contest-section contest-section--${id}`}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
    >
      <h2 id={`${id}-title`} className="contest-section__title">
        {t(`contest.section.${id}`)}
      </h2>
      {children}
    </section>
  );
}

/** Where a catalogue text takes content (`t(key, { name: SLOT })`), to be marked in its own language. */
export const SLOT = "\u0000";

/**
 * A catalogue text with pieces of content in it ('Stage 4: 决赛 (9月7日—9月20日)'): the portal's words in the
 * page's language, each piece in an element with the content's (decision 051; components/ui/content-text.tsx
 * does the same for one piece, with a hook this page does without to stay within its script budget).
 */
export function Slotted({
  text,
  values,
  lang,
}: {
  text: string;
  values: string[];
  lang: Page["lang"] | undefined;
}) {
  return text.split(SLOT).map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < values.length ? <span lang={lang}>{values[index]}</span> : null}
    </Fragment>
  ));
}
