import { Link, type useLoaderData } from "@remix-run/react";

import { EmptyState } from "~/components/ui/empty-state";
import { CHAPTER_PARAM, playerPath } from "~/domain/paths";
import { playerMaterialPath } from "~/domain/learner-paths";
import { chapterOf, type PlayerPanel } from "~/domain/player-rules";
import { useQueryHref } from "~/hooks/use-query-href";
import { useT, type MessageKey } from "~/i18n/i18n";
import type { loadPlayerPage } from "./player-page.server";

import { AntiCheatGuard } from "./anti-cheat";
import { DirectoryPanel } from "./directory-panel";
import { MaterialView } from "./material-view";
import { NotesPanel, type ActionReply } from "./notes-panel";
import { PanelFrame } from "./panel-frame";
import { RateDialog } from "./rate-dialog";

type Data = ReturnType<typeof useLoaderData<typeof loadPlayerPage>>;

const PANEL_LABELS: Record<PlayerPanel, MessageKey> = {
  directory: "player.directory",
  notes: "player.notes",
  intro: "player.intro",
  rate: "player.rate",
};
/** The panels of the side column, in the order of its control; rating is a dialog of its own. */
const SIDE_PANELS: readonly PlayerPanel[] = ["directory", "notes", "intro"];

/** The previous or next lecture, or the same words marked disabled at either end of the course. */
function LectureLink({ rel, label, href }: { rel: "prev" | "next"; label: string; href: string | null }) {
  if (!href) {
    return (
      <span className="button" aria-disabled="true">
        {label}
      </span>
    );
  }
  return (
    <Link to={href} rel={rel} className="button">
      {label}
    </Link>
  );
}

export function CoursePlayer({ data, actionData }: { data: Data; actionData: ActionReply }) {
  const t = useT();
  const queryHref = useQueryHref();
  const courseHref = data.backTo;

  const header = (
    <header className="player__header">
      <Link to={courseHref} className="player__back">
        {t("player.backToCourse")}
      </Link>
      <h1>{data.course.name}</h1>
    </header>
  );

  if (data.studyBan) {
    return (
      <div className="player">
        {header}
        <p className="notice notice--error" role="alert">
          {t("errors.studyBan")}
        </p>
      </div>
    );
  }
  if (!data.material) {
    return (
      <div className="player">
        {header}
        <EmptyState>{t("player.noMaterial")}</EmptyState>
      </div>
    );
  }

  const { material, panel } = data;
  const materialPath = (cmId: string) => playerPath(data.school, data.course.id, cmId);
  // Other materials keep the open panel (but not a note being edited, a page of notes or a seek), and name
  // their chapter so that their page loads in one round (docs/decisions/019).
  const materialHref = (cmId: string, changes: Record<string, string | null> = {}) =>
    queryHref(
      { edit: null, page: null, t: null, [CHAPTER_PARAM]: chapterOf(data.tree, cmId), ...changes },
      { pathname: materialPath(cmId) },
    );
  // A tab always opens its panel, whatever the page shows: a tab that closed its own open panel took a press
  // made while a close was still on its way (Escape, then the tab again: its link still said "close") for a close.
  const panelHref = (target: PlayerPanel) => queryHref({ panel: target, edit: null, page: null });
  const closeHref = queryHref({ panel: null, edit: null, page: null });
  const progressUrl = playerMaterialPath(data.school, data.course.id, material.cmId, "progress");
  const previewUrl = playerMaterialPath(data.school, data.course.id, material.cmId, "preview");

  // The side column's panel: the one the URL names, else the directory (shown in the page, never covering it).
  const shown: PlayerPanel = panel && panel !== "rate" ? panel : "directory";
  // The directory: in the page beside the rate dialog or with no panel named, else in its own panel.
  const directory = (
    <DirectoryPanel tree={data.tree} currentId={material.cmId} hrefFor={(cmId) => materialHref(cmId)} />
  );

  return (
    <div className="player">
      {header}
      <div className="player__body">
        <section className="player-stage" aria-labelledby="player-material-title">
          <h2 id="player-material-title" className="player-stage__title">
            {material.name}
          </h2>
          <MaterialView material={material} progressUrl={progressUrl} previewUrl={previewUrl} />
          <nav className="player-stage__lectures" aria-label={t("player.lectureNav")}>
            <LectureLink
              rel="prev"
              label={t("player.previous")}
              href={data.neighbours.previous ? materialHref(data.neighbours.previous.cm_id) : null}
            />
            <LectureLink
              rel="next"
              label={t("player.next")}
              href={data.neighbours.next ? materialHref(data.neighbours.next.cm_id) : null}
            />
          </nav>
        </section>

        <div className="player-side">
          {/* A segmented control of links: the panels are URL state, so they work without JavaScript. */}
          <nav className="player-tabs" aria-label={t("player.panels")}>
            <ul className="player-tabs__list">
              {SIDE_PANELS.map((target) => (
                <li key={target}>
                  <Link
                    to={panelHref(target)}
                    className="player-tabs__tab"
                    aria-current={shown === target ? "true" : undefined}
                    preventScrollReset
                  >
                    {t(PANEL_LABELS[target])}
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to={panelHref("rate")}
              className="player-tabs__rate"
              aria-current={panel === "rate" ? "true" : undefined}
              // The short word shown is the start of the name said ("Rate" of "Rate course": WCAG 2.5.3).
              aria-label={t(PANEL_LABELS.rate)}
              preventScrollReset
            >
              <span aria-hidden="true">★ </span>
              {t("player.rateShort")}
            </Link>
          </nav>

          {panel === null || panel === "rate" ? (
            <section className="player-side__directory" aria-labelledby="player-directory-title">
              <h2 id="player-directory-title" className="player-side__title">
                {t(PANEL_LABELS.directory)}
              </h2>
              {directory}
            </section>
          ) : null}
          {panel === "directory" ? (
            <PanelFrame title={t(PANEL_LABELS.directory)} modifier="directory" closeHref={closeHref}>
              {directory}
            </PanelFrame>
          ) : null}
          {panel === "intro" ? (
            <PanelFrame title={t(PANEL_LABELS.intro)} modifier="intro" closeHref={closeHref}>
              {data.intro ? (
                <div className="player-intro rich-text" dangerouslySetInnerHTML={{ __html: data.intro }} />
              ) : (
                <EmptyState>{t("common.noContent")}</EmptyState>
              )}
            </PanelFrame>
          ) : null}
          {panel === "notes" ? (
            <PanelFrame title={t(PANEL_LABELS.notes)} modifier="notes" closeHref={closeHref}>
              <NotesPanel
                material={material}
                notes={data.notes}
                page={data.notesPage}
                editing={data.editing}
                actionData={actionData}
                hrefWith={(changes) => queryHref(changes)}
                materialHref={materialHref}
              />
            </PanelFrame>
          ) : null}
        </div>
      </div>
      {panel === "rate" ? (
        <RateDialog
          closeHref={closeHref}
          lastResult={actionData?.intent === "rate" ? actionData.result : undefined}
        />
      ) : null}
      <AntiCheatGuard config={data.antiCheat} />
    </div>
  );
}
