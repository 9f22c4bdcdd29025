import { Link } from "@remix-run/react";
import { useContentLang } from "~/hooks/use-content-lang";

export type Chip = { label: string; to: string; current?: boolean };

/** Category chips: plain links (the URL is the state), so they work without JavaScript. */
export function ChipLinks({
  label,
  chips,
  replace = false,
}: {
  label: string;
  chips: readonly Chip[];
  replace?: boolean;
}) {
  const lang = useContentLang();
  if (chips.length === 0) return null;
  return (
    <nav className="chips" aria-label={label}>
      <ul>
        {chips.map((chip) => (
          <li key={chip.to}>
            <Link
              to={chip.to}
              className="chip"
              lang={lang(chip.label)}
              aria-current={chip.current ? "true" : undefined}
              preventScrollReset={replace}
              replace={replace}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
