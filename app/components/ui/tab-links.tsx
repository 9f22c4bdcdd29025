import { Link } from "@remix-run/react";

/** `lang`: the label's language when it is content in another language than the page's (decision 051). */
type Tab = { label: string; to: string; current: boolean; lang?: string };

/** Tabs as links: the URL is the state (docs/design.md §5). */
export function TabLinks({ tabs, label }: { tabs: Tab[]; label: string }) {
  return (
    <nav className="tab-links" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              aria-current={tab.current ? "page" : undefined}
              lang={tab.lang}
              preventScrollReset
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
