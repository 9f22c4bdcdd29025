import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { MATERIAL_DOCUMENT, MATERIAL_GONE, MATERIAL_SLIDES } from "~/domain/player-rules";
import { formatHms } from "~/domain/time-format";
import { useT, type MessageKey } from "~/i18n/i18n";

type Material = {
  name: string;
  cm_id: string;
  type: number | null;
  status: number | null;
  is_finish: number | null;
  duration: number | null;
};
type Section = { name: string; chapter_id: string; children: Material[] };

function typeKey(type: number | null): MessageKey {
  if (type === MATERIAL_SLIDES) return "player.typeSlides";
  if (type === MATERIAL_DOCUMENT) return "player.typeDocument";
  return "player.typeVideo";
}

/** The chapter tree; the current material is marked, finished ones say so in words. */
export function DirectoryPanel(props: {
  tree: Section[];
  currentId: string;
  hrefFor: (cmId: string) => string;
}) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  // In a column shorter than the course (a desktop), the current material is scrolled into the column's view:
  // the box scrolls, not the page.
  useEffect(() => {
    const current = root.current?.querySelector<HTMLElement>(".is-current");
    const box = root.current?.parentElement;
    if (!current || !box || box.scrollHeight <= box.clientHeight) return;
    const top = current.getBoundingClientRect().top - box.getBoundingClientRect().top;
    if (top < 0 || top + current.offsetHeight > box.clientHeight) box.scrollTop += top - box.clientHeight / 3;
  }, [props.currentId]);
  return (
    <div ref={root} className="player-directory">
      {props.tree.map((section) => (
        <section key={section.chapter_id} className="player-directory__section">
          <h3>{section.name}</h3>
          <ol>
            {section.children.map((material) => {
              const current = material.cm_id === props.currentId;
              return (
                <li key={material.cm_id} className={current ? "is-current" : undefined}>
                  <Link to={props.hrefFor(material.cm_id)} aria-current={current ? "page" : undefined}>
                    <span className="player-directory__type">{t(typeKey(material.type))}</span>
                    <span className="player-directory__name">{material.name}</span>
                  </Link>
                  <span className="player-directory__meta">
                    {current ? <strong>{t("player.nowPlaying")}</strong> : null}
                    {material.status === MATERIAL_GONE ? <span>{t("player.flownAway")}</span> : null}
                    {material.type !== MATERIAL_SLIDES &&
                    material.type !== MATERIAL_DOCUMENT &&
                    material.duration ? (
                      <span>{formatHms(material.duration)}</span>
                    ) : null}
                    <span className={material.is_finish === 1 ? "is-finished" : undefined}>
                      {material.is_finish === 1 ? `✓ ${t("player.finished")}` : t("player.unfinished")}
                    </span>
                  </span>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
