import type { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";

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
