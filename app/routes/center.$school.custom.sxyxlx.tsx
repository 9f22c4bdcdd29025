import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/public-site/public-site-kit";
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useParams } from "@remix-run/react";
import type { ReactNode } from "react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CourseTile } from "~/components/public-site/course-tile";
import { PublicHeader } from "~/components/public-site/public-header";
import { publicSiteHandle } from "~/components/public-site/public-site-handle";
import { PublicSiteShell } from "~/components/public-site/public-site-shell";
import { SectionHeading } from "~/components/public-site/section-heading";
import { usePublicSite } from "~/components/public-site/use-public-site";
import { Carousel, carouselLinks } from "~/components/ui/carousel";
import { ListState } from "~/components/ui/list-state";
import { courseDetailPath, myClassPath } from "~/domain/paths";
import {
  studyTripMaterialPath,
  studyTripPath,
  STUDY_TRIP_AUTOPLAY_MS,
  STUDY_TRIP_BANNER_SLIDES,
  STUDY_TRIP_LIST_SIZE,
  STUDY_TRIP_MATERIALS_SIZE,
  studyTripAccess,
  studyTripLists,
} from "~/domain/study-trip";
import { requireSchool } from "~/forms/ids.server";
import { useContentLang } from "~/hooks/use-content-lang";
import { useT } from "~/i18n/i18n";
import { getOptionalUser } from "~/services/account.server";
import { createApi, orNull, settle } from "~/services/http.server";
import { listStudyTripCourses, listStudyTripMaterials } from "~/services/study-trip.server";
import { hasSessionCookie } from "~/utils/cookies.server";
import { errorTitleKey, titleFromRoot } from "~/utils/page-title";
import { pageDescription } from "~/utils/page-description";
import { shareable } from "~/utils/share-meta";

// public-sites §2.7: the study-trip page, /center/{school}/custom/sxyxlx, of the study-trip schools (100035 and
// 100046, decision 013): a banner carousel of 3 slides at 3 s leading to my courses, the trip (preparation),
// famous-teacher and multi-aide course lists, and the tools and materials, downloaded through the portal. A site
// of one page: this route is its layout too (handle, frame, failure page; decision 040).

export const handle = publicSiteHandle;

export const links = carouselLinks;

const BANNER = Array.from({ length: STUDY_TRIP_BANNER_SLIDES }, (_, index) => ({
  slide: index + 1,
  image: `/center/sites/sxyxlx/banner-${index + 1}.svg`,
}));

export async function loader({ request, params }: LoaderFunctionArgs) {
  const school = requireSchool(params);
  const api = createApi(request);
  const lists = studyTripLists(school);
  // One round: the user (only with a session), the three lists and the materials, all at once. A school without
  // the page asks no list: its visitor and its user go to my courses (decision 027).
  const [user, courses, materials] = await Promise.all([
    hasSessionCookie(request) ? orNull(getOptionalUser(api)) : null,
    Promise.all(
      lists.map(({ categoryId }) =>
        settle(listStudyTripCourses(api, { school, categoryId, size: STUDY_TRIP_LIST_SIZE })),
      ),
    ),
    lists.length > 0
      ? settle(listStudyTripMaterials(api, { school, size: STUDY_TRIP_MATERIALS_SIZE }))
      : null,
  ]);

  const access = studyTripAccess(school, user?.school_code ?? null);
  if (access.kind === "redirect") throw redirect(access.to);
  if (!materials) throw data(null, { status: 404 });

  const sections = lists.map(({ key }, index) => {
    const outcome = courses[index];
    return {
      key,
      courses: outcome?.ok
        ? outcome.data.items
            .slice(0, STUDY_TRIP_LIST_SIZE)
            .map(({ id, name, photo, art }) => ({ id, name, photo, art }))
        : null,
    };
  });
  return data({
    school,
    sections,
    materials: materials.ok ? materials.data.items.slice(0, STUDY_TRIP_MATERIALS_SIZE) : null,
  });
}

// §2.9 does not name this page: like the sites' pages, "{page} - {school}" (decision 013).
export const meta: MetaFunction = shareable(({ matches, error }) => [
  { title: titleFromRoot(matches, error ? errorTitleKey(error) : "studyTrip.title") },
  ...pageDescription(matches, "studyTrip.title"),
]);

export default function StudyTripPage() {
  const t = useT();
  const lang = useContentLang();
  const { school, sections, materials } = useLoaderData<typeof loader>();
  return (
    <StudyTripLayout school={school}>
      <h1 className="visually-hidden">{t("studyTrip.heading")}</h1>
      <Carousel
        label={t("studyTrip.banner.label")}
        className="trip-banner"
        items={BANNER}
        itemKey={(item) => String(item.slide)}
        perView={1}
        autoplayMs={STUDY_TRIP_AUTOPLAY_MS}
        pagination
        renderItem={(item) => (
          <Link className="trip-banner__slide" to={myClassPath(school)}>
            <img src={item.image} alt="" width={1920} height={480} decoding="async" />
            <span className="trip-banner__text">
              <strong>{t(`studyTrip.banner.slide${item.slide as 1 | 2 | 3}`)}</strong>
              <span className="trip-banner__cta">{t("studyTrip.banner.cta")}</span>
            </span>
          </Link>
        )}
      />
      {sections.map((section) => (
        <section key={section.key} className="trip-block" aria-labelledby={`trip-${section.key}`}>
          <SectionHeading
            id={`trip-${section.key}`}
            title={t(`studyTrip.section.${section.key}`)}
            subtitle={t(`studyTrip.subtitle.${section.key}`)}
          />
          <ListState items={section.courses} failed="studyTrip.listFailed">
            {(courses) => (
              <ul className="trip-tiles">
                {courses.map((course) => (
                  <li key={course.id}>
                    <CourseTile
                      name={course.name}
                      photo={course.photo}
                      art={course.art}
                      href={courseDetailPath(school, course.id)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </ListState>
        </section>
      ))}
      <section id="materials" className="trip-block" aria-labelledby="trip-materials" tabIndex={-1}>
        <SectionHeading
          id="trip-materials"
          title={t("studyTrip.section.materials")}
          subtitle={t("studyTrip.subtitle.materials")}
        />
        <ListState items={materials} failed="studyTrip.materialsFailed">
          {(files) => (
            <ul className="trip-materials">
              {files.map((file) => (
                <li key={file.id}>
                  <span id={`trip-file-${file.id}`} className="trip-materials__name" lang={lang(file.name)}>
                    {file.name}
                  </span>
                  {/* A plain link, not a client navigation: the answer is a file (or a redirect with a toast).
                      Named "Download" and the file's name, each in its own language (decision 044). */}
                  <a
                    id={`trip-download-${file.id}`}
                    className="button trip-materials__download"
                    href={studyTripMaterialPath(school, file)}
                    aria-labelledby={`trip-download-${file.id} trip-file-${file.id}`}
                  >
                    {t("studyTrip.download")}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>
    </StudyTripLayout>
  );
}

/**
 * The study-trip page's frame (public-sites §2.7, decision 008): the school's name, the page and my courses in
 * the menu, Login for a visitor or the user menu. Only the school's own users reach the page (the loader sends
 * anyone else to their own my courses), so there is no switch-account case here.
 */
function StudyTripLayout({ school, children }: { school: string; children: ReactNode }) {
  const t = useT();
  const site = usePublicSite(school, t("studyTrip.siteName"));
  const nav = [
    { label: t("studyTrip.nav.home"), to: studyTripPath(school), current: true },
    { label: t("studyTrip.nav.myCourses"), to: myClassPath(school), current: false },
  ];
  return (
    <PublicSiteShell
      className="study-trip"
      header={<PublicHeader site={site} home={studyTripPath(school)} nav={nav} />}
      footer={
        <>
          <p className="public-footer__name">{site.name}</p>
          <p>{t("footer.copyright", { year: site.year })}</p>
        </>
      }
    >
      {children}
    </PublicSiteShell>
  );
}

/** A failure of the page (another school's 404, an upstream down) in the page's frame, leading back to it. */
export function ErrorBoundary() {
  const t = useT();
  const school = useParams().school ?? "";
  return (
    <StudyTripLayout school={school}>
      <GeneralErrorBoundary home={{ to: studyTripPath(school), label: t("studyTrip.nav.home") }} />
    </StudyTripLayout>
  );
}
