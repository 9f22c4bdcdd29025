import { Link } from "@remix-run/react";

type Tab = { label: string; to: string; current: boolean };

/** Tabs as links: the URL is the state (docs/design.md §5). */
export function TabLinks({ tabs, label }: { tabs: Tab[]; label: string }) {
  return (
    <nav className="tab-links" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} aria-current={tab.current ? "page" : undefined} preventScrollReset>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
