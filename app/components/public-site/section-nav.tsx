import { useEffect, useState } from "react";

type Props = {
  label: string;
  sections: readonly { id: string; label: string }[];
  /**
   * When the navigation pins itself: after the window's height − 40 px (college detail) or a fixed number of
   * pixels (party detail 435, contest 550). CSS keeps it sticky without JavaScript; this adds the spec's mode.
   */
  fixedAfter: "viewport-40" | number;
};

/**
 * A side navigation of plain anchor links to the page's sections (public-sites §2.3, §4.3). Without JavaScript
 * it is a list of links; with it, it becomes fixed past the spec's scroll offset and marks the section in view.
 */
export function SectionNav({ label, sections, fixedAfter }: Props) {
  const [current, setCurrent] = useState<string | null>(null);
  const [fixed, setFixed] = useState(false);

  useEffect(() => {
    const threshold = () => (fixedAfter === "viewport-40" ? window.innerHeight - 40 : fixedAfter);
    const onScroll = () => {
      setFixed(window.scrollY > threshold());
      // The last section whose top has passed the upper third of the window is the one being read.
      let inView: string | null = null;
      for (const { id } of sections) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= window.innerHeight / 3) inView = id;
      }
      setCurrent(inView ?? sections[0]?.id ?? null);
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [sections, fixedAfter]);

  return (
    <nav className={`section-nav ${fixed ? "section-nav--fixed" : ""}`} aria-label={label}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} aria-current={current === section.id ? "true" : undefined}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
