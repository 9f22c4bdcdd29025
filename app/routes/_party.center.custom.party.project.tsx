import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/public-site/public-site-kit";
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { PartyCourseCards } from "~/components/party/party-tiles";
import { ChipLinks } from "~/components/public-site/chip-links";
import { Carousel, carouselLinks } from "~/components/ui/carousel";
import { EmptyState } from "~/components/ui/empty-state";
import { FailedNotice } from "~/components/ui/list-state";
import { TabLinks } from "~/components/ui/tab-links";
import {
  EXPERT_CAROUSEL,
  hoursAndMinutes,
  PARTY_WHOLE_CATEGORY,
  parseProjectCategory,
  parseProjectIndex,
  parseProjectTab,
  partyKeyOfCategoryName,
  projectCategories,
  PROJECT_STEPS,
} from "~/domain/party-site";
import { PARTY_SCHOOL } from "~/domain/party-keys";
import { partyHomePath, partyProjectPath } from "~/domain/party-paths";
import { partyProject } from "~/domain/party-projects";
import { useContentLang } from "~/hooks/use-content-lang";
import { useT } from "~/i18n/i18n";
import { createApi, settle } from "~/services/http.server";
import { listSiteCourses } from "~/services/site-courses.server";
import { screenTitle } from "~/utils/page-title";
import { pageDescription } from "~/utils/page-description";
import { shareable } from "~/utils/share-meta";

// public-sites §2.5: a training project, /center/custom/party/project?index={0-3}[&tab=goal][&category_id=…].
// The project is fixed content (party-site-content.ts); its courses are getCourseList with its class_name, and
// with the chosen chip's category_id. The chips and the summary come from the whole list, so a chosen chip asks
// both lists at once: one round.

export const links = carouselLinks;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const index = parseProjectIndex(url.searchParams.get("index"));
  // §2.5, §4.5: a missing (or bad) index goes to the party home.
  if (index === null) throw redirect(partyHomePath());
  const tab = parseProjectTab(url.searchParams.get("tab"));
  const categoryId = parseProjectCategory(url.searchParams.get("category_id"));
  const project = partyProject(index);
  const { className } = project;
  const api = createApi(request);
  const list = (category: string | null) =>
    settle(
      listSiteCourses(api, {
        school: PARTY_SCHOOL,
        className,
        categoryId: category ?? undefined,
        size: PARTY_WHOLE_CATEGORY,
      }),
    );
  const [all, chosen] = await Promise.all([list(null), categoryId ? list(categoryId) : null]);
  const shown = chosen ?? all;
  const tile = (course: { id: string; name: string; photo: string; art: string; category_name: string }) => ({
    id: course.id,
    name: course.name,
    photo: course.photo,
    art: course.art,
    key: partyKeyOfCategoryName(course.category_name),
  });
  return data({
    index,
    // The project as data: its module (every project's speakers) stays on the server.
    project,
    related: project.related.map((other) => {
      const { name, cover } = partyProject(other);
      return { index: other, name, cover: cover.src };
    }),
    tab,
    categoryId,
    summary: all.ok ? { count: all.data.total, ...hoursAndMinutes(all.data.total_time) } : null,
    categories: all.ok ? projectCategories(all.data.items) : [],
    courses: shown.ok ? shown.data.items.map(tile) : null,
  });
}

// Each project names itself first (four projects, four titles), then the page and the school.
export const meta: MetaFunction<typeof loader> = shareable(({ matches, data: page }) => [
  { title: screenTitle(matches, "party.title.project", page?.project.name) },
  ...(page
    ? pageDescription(matches, page.project.name, true)
    : pageDescription(matches, "party.title.project")),
]);

export default function PartyProject() {
  const t = useT();
  // The project's own texts are the school's, in Chinese: marked as such in another language (decision 036).
  const lang = useContentLang();
  // 'Lecture: {title}': the portal's words around the lecture's own title.
  const lecture = t("party.project.lecture", { title: "\u0000" }).split("\u0000");
  const page = useLoaderData<typeof loader>();
  const { project } = page;
  const here = (state: Parameters<typeof partyProjectPath>[1]) =>
    partyProjectPath(page.index, { tab: page.tab, categoryId: page.categoryId, ...state });
  const tabs = (["background", "goal"] as const).map((tab) => ({
    label: t(`party.project.${tab}`),
    to: here({ tab, hash: "project-intro" }),
    current: page.tab === tab,
  }));
  const chips = [
    {
      label: t("party.all"),
      to: here({ categoryId: null, hash: "project-courses" }),
      current: page.categoryId === null,
    },
    ...page.categories.map((category) => ({
      label: category.name,
      to: here({ categoryId: category.id, hash: "project-courses" }),
      current: page.categoryId === category.id,
    })),
  ];

  return (
    <article className="party-project" aria-labelledby="project-title">
      <header className="party-project__banner">
        <img
          src={project.banner.src}
          alt={project.banner.alt}
          lang={lang(project.banner.alt)}
          width={1920}
          height={400}
        />
        <div className="party-project__headline">
          <h1 id="project-title" lang={lang(project.name)}>
            {project.name}
          </h1>
          <p>
            <strong>{t("party.project.target")}</strong>{" "}
            <span lang={lang(project.target)}>{project.target}</span>
          </p>
        </div>
      </header>

      <div id="project-intro" className="party-project__intro">
        <TabLinks label={t("party.project.tabs")} tabs={tabs} />
        <div className="party-project__panel">
          <h2>{t(`party.project.${page.tab}`)}</h2>
          {(page.tab === "goal" ? project.goal : project.background).map((paragraph) => (
            <p key={paragraph} lang={lang(paragraph)}>
              {paragraph}
            </p>
          ))}
        </div>
      </div>

      {/* The carousel is the region named by the heading's words; the heading only titles it. */}
      <div className="party-project__experts">
        <h2 id="project-experts">{t("party.project.experts")}</h2>
        <Carousel
          label={t("party.project.experts")}
          items={project.speakers.slice(0, EXPERT_CAROUSEL.slides)}
          itemKey={(speaker) => speaker.name}
          perView={1}
          autoplayMs={EXPERT_CAROUSEL.autoplayMs}
          pagination
          className="party-experts"
          renderItem={(speaker) => (
            <div className="party-expert">
              <h3 lang={lang(speaker.name)}>{speaker.name}</h3>
              {/* Both parts are content; the catalogue adds only punctuation between them. */}
              <p className="party-expert__role" lang={lang(speaker.position + speaker.school)}>
                {t("party.project.expertOf", { school: speaker.school, position: speaker.position })}
              </p>
              <p className="party-expert__lecture">
                {lecture[0]}
                <span lang={lang(speaker.lecture)}>{speaker.lecture}</span>
                {lecture[1]}
              </p>
              <p lang={lang(speaker.bio)}>{speaker.bio}</p>
            </div>
          )}
        />
      </div>

      <section className="party-project__flow" aria-labelledby="project-flow">
        <h2 id="project-flow">{t("party.project.flow")}</h2>
        <ol className="party-steps">
          {PROJECT_STEPS.map((step) => (
            <li key={step}>
              <strong>{t(`party.project.steps.${step}`)}</strong>
              <span>{t(`party.project.steps.${step}Text`)}</span>
            </li>
          ))}
        </ol>
      </section>

      <section
        id="project-courses"
        className="party-project__courses"
        aria-labelledby="project-courses-title"
        tabIndex={-1}
      >
        <h2 id="project-courses-title">{t("party.project.courses")}</h2>
        {page.summary ? (
          <p className="party-project__summary">{t("party.project.summary", page.summary)}</p>
        ) : null}
        <ChipLinks label={t("party.project.categories")} chips={chips} replace />
        {page.courses === null ? (
          <FailedNotice>{t("hzvtc.listFailed")}</FailedNotice>
        ) : page.courses.length === 0 ? (
          <EmptyState>{t("common.noContent")}</EmptyState>
        ) : (
          <PartyCourseCards courses={page.courses} />
        )}
      </section>

      <nav className="party-project__related" aria-labelledby="project-related">
        <h2 id="project-related">{t("party.project.related")}</h2>
        <ul className="site-tiles party-cards">
          {page.related.map((other) => (
            <li key={other.index}>
              <Link className="tile tile--normal" to={partyProjectPath(other.index)}>
                <img className="tile__cover" src={other.cover} alt="" width={320} height={180} />
                <span className="tile__name" lang={lang(other.name)}>
                  {other.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
