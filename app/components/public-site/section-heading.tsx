import type { ReactNode } from "react";

/** A block's heading with its short introduction and, beside it, its More link or tabs. */
export function SectionHeading({
  id,
  title,
  subtitle,
  level = 2,
  children,
}: {
  id: string;
  /** A text, or an element of its own where the title is content in another language (decision 036). */
  title: ReactNode;
  subtitle?: string;
  level?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="section-heading">
      <div>
        <Heading id={id} className="section-heading__title">
          {title}
        </Heading>
        {subtitle ? <p className="section-heading__subtitle">{subtitle}</p> : null}
      </div>
      {children}
    </div>
  );
}
