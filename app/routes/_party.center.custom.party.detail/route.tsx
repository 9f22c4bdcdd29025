import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/course-kit";
import "~/components/public-site/public-site-kit";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";

import { CourseCover } from "~/components/course-cover";
import { PublicMaterials } from "~/components/public-site/public-materials";
import { PlayNotice, usePlayHref } from "~/components/public-site/public-play";
import { PublicReviews } from "~/components/public-site/public-reviews";
import type { FrameHandle } from "~/components/public-site/frame-state";
import { SectionNav } from "~/components/public-site/section-nav";
import { REVIEW_FIELDS } from "~/components/reviews/review-form";
import { EmptyState } from "~/components/ui/empty-state";
import { ErrorSummary } from "~/components/ui/error-summary";
import { SITE_MATERIALS_PAGE_SIZE } from "~/domain/page-sizes";
import { parsePage } from "~/domain/pagination";
import { isPlayable, PARTY_SIDE_NAV_FIXED_AT, parsePartySection } from "~/domain/party-site";
import { PARTY_SCHOOL } from "~/domain/party-keys";
import { partyDetailPath, partyPlayPath } from "~/domain/party-paths";
import { useT } from "~/i18n/i18n";
import {
  loadPublicCourse,
  postDetailReview,
  readDetailQuery,
} from "~/features/public-course/public-course.server";
import { PARTY_WORD_COVERS } from "./word-covers.server";
import { publicAction } from "~/guard/guard.server";
import { screenTitle } from "~/utils/page-title";
import { useLoginUrl, useRootData } from "~/utils/root-data";
import { shareable } from "~/utils/share-meta";
import { useContentLang } from "~/hooks/use-content-lang";
import { CONTENT_SLOT, ContentIn } from "~/components/ui/content-text";

// public-sites §2.4: the party site's course detail, /center/custom/party/detail?id={courseId}&key={section}. It
// loads like the college's (app/features/public-course) in one round — course, materials, ratings and, with a
// session, the learn check — and lays the page out the party's way.

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { courseId, key } = readDetailQuery(url, parsePartySection);
  const { page } = await loadPublicCourse(request, {
    school: PARTY_SCHOOL,
    courseId,
    reviewPage: parsePage(url.searchParams.get("page")),
    materialPage: parsePage(url.searchParams.get("mpage")),
    materialSize: SITE_MATERIALS_PAGE_SIZE,
    recommend: null,
  });
  // The placeholder covers of word materials as data: the tenant's content stays out of the page's script.
  return data({ ...page, key, playable: isPlayable(page.course.total_time), wordCovers: PARTY_WORD_COVERS });
}

// The menu marks the course's section.
export const handle: FrameHandle<typeof loader> = { frame: (page) => ({ current: page.key }) };

// §2.9's generic course title, then the course's name and the school, as the learner's course page (decision 044).
export const meta: MetaFunction<typeof loader> = shareable(({ matches, data: page }) => [
  { title: screenTitle(matches, "title.course", page?.course.name) },
]);

export const action = (args: ActionFunctionArgs) =>
  publicAction(args, ({ request }) =>
    postDetailReview(request, {
      school: PARTY_SCHOOL,
      parseKey: parsePartySection,
      detailPath: partyDetailPath,
    }),
  );

export default function PartyDetail() {
  const t = useT();
  const root = useRootData();
  const loginUrl = useLoginUrl();
  const page = useLoaderData<typeof loader>();
  const lang = useContentLang();
  const playHref = usePlayHref(page, {
    school: PARTY_SCHOOL,
    playPath: (materialId) => partyPlayPath(page.courseId, materialId, page.key),
  });
  // §2.4: a course whose total_time is 00:00:00 cannot be played; without materials there is nothing to play.
  const playable = page.playable && (page.materials?.total ?? 0) > 0;
  const sections = [
    { id: "content", label: t("party.detail.content") },
    { id: "reviews", label: t("party.detail.rating") },
  ];
  const playLabel = root?.user ? t("party.detail.play") : t("party.detail.loginToPlay");
  const cover = <CourseCover className="party-detail__cover" course={page.course} size="detail" />;

  return (
    <article className="party-detail" aria-labelledby="course-title">
      <ErrorSummary fields={REVIEW_FIELDS} />
      <header className="party-detail__head">
        {playable ? (
          // The player without a material (0) opens the one last studied, else the first (learner-area §4).
          <a className="party-detail__play" href={playHref("0")}>
            {cover}
            <span className="visually-hidden">{playLabel}</span>
          </a>
        ) : (
          cover
        )}
        <div className="party-detail__headline">
          <h1 id="course-title" lang={lang(page.course.name)}>
            {page.course.name}
          </h1>
          {page.course.category_name ? (
            <p>
              <ContentIn
                text={t("courseDetail.category", { name: CONTENT_SLOT })}
                value={page.course.category_name}
              />
            </p>
          ) : null}
          {playable ? (
            <a className="button button--primary" href={playHref("0")}>
              {playLabel}
            </a>
          ) : (
            <p className="party-detail__not-playable">{t("party.detail.notPlayable")}</p>
          )}
          {page.intro ? (
            <div
              className="rich-text"
              lang={lang(page.intro)}
              dangerouslySetInnerHTML={{ __html: page.intro }}
            />
          ) : (
            <EmptyState>{t("courseDetail.noIntro")}</EmptyState>
          )}
        </div>
      </header>
      <div className="party-detail__body">
        <SectionNav label={t("party.detail.nav")} sections={sections} fixedAfter={PARTY_SIDE_NAV_FIXED_AT} />
        <div className="party-detail__main">
          <DetailSection id="content" title={t("party.detail.content")}>
            <PlayNotice page={page} school={PARTY_SCHOOL} />
            <PublicMaterials
              materials={page.materials}
              playHref={page.playable ? playHref : null}
              wordCovers={page.wordCovers}
              className="site-tiles site-tiles--materials party-cards"
            />
          </DetailSection>
          <DetailSection id="reviews" title={t("party.detail.rating")}>
            <PublicReviews reviews={page.reviews} loginHref={root?.user ? null : loginUrl} />
          </DetailSection>
        </div>
      </div>
    </article>
  );
}

/** A part of the detail that the side navigation jumps to (focusable, so the jump moves the reading position). */
function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="party-detail__section" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
