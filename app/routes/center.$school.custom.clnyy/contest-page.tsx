import { Link, type useLoaderData } from "@remix-run/react";
import { Fragment, useRef, useState, useSyncExternalStore, type ReactNode } from "react";

import { CategoryRows } from "~/components/category-rows";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CourseTile } from "~/components/public-site/course-tile";
import { PublicHeader } from "~/components/public-site/public-header";
import { PlayNotice, usePlayHref } from "~/components/public-site/public-play";
import { PublicSiteShell } from "~/components/public-site/public-site-shell";
import { usePublicSite } from "~/components/public-site/use-public-site";
import { SectionNav } from "~/components/public-site/section-nav";
import { Carousel } from "~/components/ui/carousel";
import { ListState } from "~/components/ui/list-state";
import { TabLinks } from "~/components/ui/tab-links";
import { ToastStack, useToastQueue } from "~/components/ui/toast-queue";
import {
  CONTEST_COURSE_PAGE_SIZE,
  CONTEST_ROTATION_MS,
  CONTEST_SCHOOL,
  CONTEST_SECTIONS,
  CONTEST_SIDE_NAV_FIXED_AT,
  CONTEST_TOAST,
  contestPath,
} from "~/domain/contest";
import { courseDetailPath, myClassPath, playerPath } from "~/domain/paths";
import { useT } from "~/i18n/i18n";
import { useRootData } from "~/utils/root-data";

import type { loader } from "./route";

type Page = ReturnType<typeof useLoaderData<typeof loader>>;
type Course = NonNullable<Page["courses"]>[number];

/** The current query with some parameters set (null removes one): a link that changes one part of the page. */

/**
 * The contest page's frame (public-sites §2.6, §4.1): the public sites' header (Login, or the user menu whose
 * logout stays here), the page, and a footer with the organisers. A user of another school may switch accounts.
 */
function ContestLayout({
  children,
  organiser,
  lang,
}: {
  children: ReactNode;
  organiser?: string;
  /** The content's language where it is not the page's (the organiser's name). */
  lang?: Page["lang"];
}) {
  const t = useT();
  const site = usePublicSite(CONTEST_SCHOOL, t("contest.siteName"));
  return (
    <PublicSiteShell
      className="contest"
      header={
        <PublicHeader
          site={site}
          home={contestPath()}
          nav={[
            { label: t("contest.nav.home"), to: contestPath(), current: true },
            {
              label: t("contest.nav.learningCentre"),
              to: myClassPath(CONTEST_SCHOOL),
              current: false,
              newTab: true,
            },
          ]}
        />
      }
      footer={
        <div className="contest-footer">
          {organiser ? (
            <p>
              <Slotted
                text={t("contest.footer.organiser", { organiser: SLOT })}
                values={[organiser]}
                lang={lang}
              />
            </p>
          ) : null}
          <p>{t("footer.copyright", { year: site.year })}</p>
        </div>
      }
    >
      {children}
    </PublicSiteShell>
  );
}

/** A failure on the contest page (404, upstream down) in its frame. */
export function ContestErrorBoundary() {
  const t = useT();
  return (
    <ContestLayout>
      <GeneralErrorBoundary home={{ to: contestPath(), label: t("contest.nav.home") }} />
    </ContestLayout>
  );
}

export function ContestPage({ page }: { page: Page }) {
  const t = useT();
  const content = page.content;
  const { banner } = content;
  return (
    <ContestLayout organiser={content.organiser} lang={page.lang}>
      <div className="contest-banner">
        {/* The alt is the content's words: read in their language (decision 051). */}
        <img src={banner.src} alt={banner.alt} lang={page.lang} width={1920} height={480} />
        <div className="contest-banner__text">
          <h1 lang={page.lang}>{content.name}</h1>
          <p lang={page.lang}>{banner.slogan}</p>
          <RegistrationLink url={content.registrationUrl} />
        </div>
      </div>
      <div className="contest-body">
        <SectionNav
          label={t("contest.navLabel")}
          sections={CONTEST_SECTIONS.map((id) => ({ id, label: t(`contest.section.${id}`) }))}
          fixedAfter={CONTEST_SIDE_NAV_FIXED_AT}
        />
        <div className="contest-main">
          <Schedule page={page} />
          <News page={page} />
          <Courses page={page} />
          <Farm items={page.farm} lang={page.lang} />
          <PastActivities key={page.past} page={page} />
        </div>
      </div>
    </ContestLayout>
  );
}

function ContestSection({ id, children }: { id: (typeof CONTEST_SECTIONS)[number]; children: ReactNode }) {
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

/** Section 1 (§2.6, §4.4): the stage of today, or the one a link chose; every stage is a link. */
function Schedule({ page }: { page: Page }) {
  const t = useT();
  const shown = page.content.stages.find((stage) => stage.stage === page.stage) ?? page.content.stages[0];
  return (
    <ContestSection id="schedule">
      <nav aria-label={t("contest.stages")}>
        <ol className="contest-stages">
          {page.links.stages.map(({ stage, to }) => {
            const content = page.content.stages[stage - 1];
            return (
              <li key={stage}>
                <Link
                  to={to}
                  aria-current={stage === page.stage ? "step" : undefined}
                  preventScrollReset
                  className="contest-stages__link"
                >
                  <span className="contest-stages__number">{stage}</span>
                  <span lang={page.lang}>{content?.name}</span>
                  <span className="contest-stages__dates" lang={page.lang}>
                    {content?.dates}
                  </span>
                  {stage === page.todayStage ? (
                    <span className="contest-stages__today">{t("contest.todayStage")}</span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ol>
      </nav>
      {shown ? (
        <div className="contest-stage" data-stage={shown.stage}>
          <h3>
            <Slotted
              text={t("contest.stageTitle", { stage: shown.stage, name: SLOT, dates: SLOT })}
              values={[shown.name, shown.dates]}
              lang={page.lang}
            />
          </h3>
          <ul lang={page.lang}>
            {shown.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="contest-rules">
        <div>
          <h3>{t("contest.groups")}</h3>
          <ul lang={page.lang}>
            {page.content.groups.map((group) => (
              <li key={group}>{group}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>{t("contest.awards")}</h3>
          <ul lang={page.lang}>
            {page.content.awards.map((award) => (
              <li key={award}>{award}</li>
            ))}
          </ul>
        </div>
      </div>
    </ContestSection>
  );
}

/** Section 2 (§2.6): notices and reports as link tabs, the titles as a side list, the opened item's HTML. */
function News({ page }: { page: Page }) {
  const t = useT();
  return (
    <ContestSection id="news">
      <TabLinks
        label={t("contest.newsTabs")}
        tabs={page.links.newsTabs.map(({ tab, to }) => ({
          label: t(`contest.news.${tab}`),
          to,
          current: tab === page.newsTab,
        }))}
      />
      <ListState items={page.news} failed="contest.newsFailed">
        {(items) => (
          <div className="contest-news">
            <nav
              className="contest-news__list"
              aria-label={t("contest.newsList", { tab: t(`contest.news.${page.newsTab}`) })}
            >
              <ul lang={page.lang}>
                {items.map((item) => (
                  <li key={item.id}>
                    <Link
                      to={item.to}
                      aria-current={item.id === page.openedNews?.id ? "true" : undefined}
                      preventScrollReset
                    >
                      {item.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {page.openedNews ? (
              <article className="contest-news__item" aria-labelledby="news-item-title" lang={page.lang}>
                <h3 id="news-item-title">{page.openedNews.name}</h3>
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.openedNews.html }} />
              </article>
            ) : null}
          </div>
        )}
      </ListState>
    </ContestSection>
  );
}

/** Section 3 (§2.6, §4.3): the science courses under the cascading filters; the study ban stops play. */
function Courses({ page }: { page: Page }) {
  const t = useT();
  return (
    <ContestSection id="courses">
      <CategoryRows
        rows={page.categoryRows}
        selection={page.selection}
        label={t("contest.filters")}
        hash="courses"
      />
      <PlayNotice page={page} school={CONTEST_SCHOOL} />
      <ListState
        items={page.courses}
        failed="contest.coursesFailed"
        pager={{
          page: page.coursePage,
          total: page.courseTotal,
          size: CONTEST_COURSE_PAGE_SIZE,
          target: "courses",
        }}
      >
        {(courses) => (
          <ul className="contest-courses">
            {courses.map((course) => (
              <ContestCourse key={course.id} course={course} studyBan={page.studyBan} lang={page.lang} />
            ))}
          </ul>
        )}
      </ListState>
    </ContestSection>
  );
}

function ContestCourse({
  course,
  studyBan,
  lang,
}: {
  course: Course;
  studyBan: boolean;
  lang: Page["lang"];
}) {
  const t = useT();
  const root = useRootData();
  // A course opens the portal's course detail (decision 012); its play link goes through the play rule.
  const playHref = usePlayHref(
    { studyBan },
    {
      school: CONTEST_SCHOOL,
      playPath: (materialId) => playerPath(CONTEST_SCHOOL, course.id, materialId),
      anchor: "courses",
    },
  );
  return (
    <li className="contest-course">
      <CourseTile
        name={course.name}
        photo={course.photo}
        art={course.art}
        href={courseDetailPath(CONTEST_SCHOOL, course.id)}
        meta={course.category_name}
      />
      <a className="button contest-course__play" href={playHref("0")}>
        {root?.user ? t("contest.study") : t("contest.loginToStudy")}
        <span className="visually-hidden">
          <Slotted text={t("contest.courseName", { name: SLOT })} values={[course.name]} lang={lang} />
        </span>
      </a>
    </li>
  );
}

/**
 * Section 4 (§2.6, §4.5): the farm's items, each a <details> (showType 1 starts expanded, 2 collapsed). A collapsed
 * item still shows its picture, its title and its first sentence in the summary (decision 046: two of three cards
 * were a flat picture and a title); the rest opens below.
 */
function Farm({ items, lang }: { items: Page["farm"]; lang: Page["lang"] }) {
  return (
    <ContestSection id="farm">
      <ul className="contest-farm" lang={lang}>
        {items.map((item) => (
          <li key={item.title}>
            <img src={item.thumb.src} alt={item.thumb.alt} width={320} height={180} loading="lazy" />
            <details open={item.showType === 1}>
              <summary>
                <span className="contest-farm__title">{item.title}</span>
                <span className="contest-farm__lead">{item.lead}</span>
              </summary>
              {item.rest ? <p>{item.rest}</p> : null}
            </details>
          </li>
        ))}
      </ul>
    </ContestSection>
  );
}

/**
 * Section 5 (§2.6, §9): the past activities. Link tabs (`?past=n#past`) choose one without JavaScript; with it,
 * the one Carousel rotates them every 5 s (its pause button, its focus and reduced-motion rules) and the tabs
 * follow it.
 */
function PastActivities({ page }: { page: Page }) {
  const t = useT();
  // Keyed by page.past in ContestPage: a tab link starts it again at the chosen activity.
  const [active, setActive] = useState(page.past);
  return (
    <ContestSection id="past">
      <TabLinks
        label={t("contest.pastTabs")}
        tabs={page.links.past.map(({ label, to }, index) => ({
          label,
          to,
          current: index === active,
          lang: page.lang,
        }))}
      />
      <Carousel
        label={t("contest.section.past")}
        items={page.content.past}
        itemKey={(activity) => activity.name}
        perView={1}
        autoplayMs={CONTEST_ROTATION_MS}
        initialIndex={page.past}
        onChange={setActive}
        className="contest-past"
        renderItem={(activity, index) => (
          <div
            className={`past-activity ${index === page.past ? "past-activity--current" : ""}`}
            lang={page.lang}
          >
            <h3>{activity.name}</h3>
            {activity.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        )}
      />
    </ContestSection>
  );
}

const noSubscription = () => () => {};

/** Where a catalogue text takes content (`t(key, { name: SLOT })`), to be marked in its own language. */
const SLOT = "\u0000";

/**
 * A catalogue text with pieces of content in it ('Stage 4: 决赛 (9月7日—9月20日)'): the portal's words in the
 * page's language, each piece in an element with the content's (decision 051; components/ui/content-text.tsx
 * does the same for one piece, with a hook this page does without to stay within its script budget).
 */
function Slotted({ text, values, lang }: { text: string; values: string[]; lang: Page["lang"] }) {
  return text.split(SLOT).map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < values.length ? <span lang={lang}>{values[index]}</span> : null}
    </Fragment>
  ));
}

/**
 * The registration (§2.6, §8): a 报名 link that opens it (decision 046: the address alone, in a field, was no way
 * in for a phone), and beside it the spec's copy action: always a visible, selectable read-only field; with
 * JavaScript a button copies it and says "复制成功" in the page's toast (2 s, at most 3 at once).
 */
function RegistrationLink({ url }: { url: string }) {
  const t = useT();
  const field = useRef<HTMLInputElement>(null);
  // True once hydrated: the copy button exists only where it can work.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const toasts = useToastQueue(CONTEST_TOAST);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toasts.push({ type: "success", key: "contest.copied" });
    } catch {
      field.current?.select();
      toasts.push({ type: "error", key: "contest.copyFailed" });
    }
  };
  return (
    <div className="contest-registration">
      <label htmlFor="contest-registration-url">{t("contest.registration")}</label>
      <div className="contest-registration__row">
        <a className="button button--primary contest-registration__sign-up" href={url}>
          {t("contest.signUp")}
        </a>
        <input
          ref={field}
          id="contest-registration-url"
          className="field"
          type="url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        {scripted ? (
          <button type="button" className="button" onClick={() => void copy()}>
            {t("contest.copy")}
          </button>
        ) : null}
      </div>
      <ToastStack queue={toasts.queue} durationMs={toasts.durationMs} />
    </div>
  );
}
