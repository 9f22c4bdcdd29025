import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useId } from "react";

import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { PRACTICE_SETS_PAGE_SIZE } from "~/domain/page-sizes";
import { parsePage } from "~/domain/pagination";
import { canStartPractice, chapterNumber, isExpiredSet, parseOpenSet } from "~/domain/practice-rules";
import { myPracticeUrl, practiceScreenUrl } from "~/domain/paths";
import { useT } from "~/i18n/i18n";
import { createApi } from "~/services/http.server";
import { settle, type Outcome } from "~/services/upstream-failure";
import {
  getPracticeCard,
  listExerciseChapters,
  listExerciseSets,
  PracticeStartSchema,
  type ExerciseChapter,
  type ExerciseSet,
} from "~/services/practice.server";
import { redirectWithToast } from "~/utils/toast.server";

// My practice (learner-area §2, §3, §4): an accordion of exercise sets whose open set is URL state (?open=ID).

// The post's schema lives in the service module (server only): zod at the top of this module would ship it
// to the browser, which does no validation here (the form is hidden fields only).

function listQuery(url: URL) {
  return { page: parsePage(url.searchParams.get("page")), open: parseOpenSet(url.searchParams.get("open")) };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, open } = listQuery(new URL(request.url));
  const api = createApi(request);
  // The open set's chapters are asked for beside the list, not after it.
  const [sets, chapters] = await Promise.all([
    settle(listExerciseSets(api, page)),
    open ? settle(listExerciseChapters(api, open)) : Promise.resolve(null),
  ]);
  return { page, open, sets, chapters };
}

/** 'practice now': asks for the current card (is_again 2) and goes to review or answering by is_sub. */
export async function action({ request, params }: ActionFunctionArgs) {
  const school = params.school ?? "";
  const { page, open } = listQuery(new URL(request.url));
  const back: Record<string, string> = {};
  if (page > 1) back.page = String(page);
  if (open) back.open = open;
  const backUrl = myPracticeUrl(school, back);

  const parsed = PracticeStartSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return redirectWithToast(backUrl, { type: "error", key: "myPractice.fetchFailed" });
  const { exe_id: exeId, chapter_id: chapterId, name } = parsed.data;

  const card = await settle(getPracticeCard(createApi(request), { exeId, chapterId, again: false }));
  if (!card.ok) {
    // The server's message is preferred; 'Fetch failed' when it has none (learner-area §8).
    return redirectWithToast(backUrl, {
      type: "error",
      key: "myPractice.fetchFailed",
      text: card.message || undefined,
    });
  }
  return redirect(practiceScreenUrl(school, card.data.is_sub, { chapterId, name, exeId }));
}

export default function MyPractice() {
  const { page, open, sets, chapters } = useLoaderData<typeof loader>();
  const t = useT();

  let body: React.ReactNode;
  if (!sets.ok) {
    body = (
      <p className="practice__fallback" role="alert">
        {t("myPractice.listFailed")}
      </p>
    );
  } else if (sets.data.items.length === 0) {
    body = <EmptyState>{t("common.noContent")}</EmptyState>;
  } else {
    body = (
      <>
        <ul className="practice-sets">
          {sets.data.items.map((set) => (
            <PracticeSet key={set.id} set={set} chapters={set.id === open ? chapters : null} />
          ))}
        </ul>
        {/* Another page does not hold the open set: its links close it. */}
        <Pagination page={page} total={sets.data.total} size={PRACTICE_SETS_PAGE_SIZE} omit={["open"]} />
      </>
    );
  }

  return (
    <section aria-labelledby="my-practice-title" className="practice">
      <h1 id="my-practice-title">{t("myPractice.title")}</h1>
      {body}
    </section>
  );
}

/** The same URL with the set opened, or closed when it is the open one; the page stays. */
function useToggleHref(setId: string, isOpen: boolean): string {
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  if (isOpen) query.delete("open");
  else query.set("open", setId);
  const search = query.toString();
  return search ? `?${search}` : location.pathname;
}

function PracticeSet({ set, chapters }: { set: ExerciseSet; chapters: Outcome<ExerciseChapter[]> | null }) {
  const t = useT();
  const panelId = useId();
  const isOpen = chapters !== null;
  const toggleHref = useToggleHref(set.id, isOpen);
  return (
    <li className={`practice-set${isOpen ? " practice-set--open" : ""}`}>
      <div className="practice-set__header">
        {set.photo ? (
          <img className="practice-set__cover" src={set.photo} alt={set.name} loading="lazy" />
        ) : (
          <div className="practice-set__cover practice-set__cover--none" aria-hidden="true" />
        )}
        <div className="practice-set__text">
          <h2 className="practice-set__name">
            <Link
              to={toggleHref}
              aria-expanded={isOpen}
              aria-controls={isOpen ? panelId : undefined}
              preventScrollReset
            >
              <span>{set.name}</span>
              <span className="practice-set__chevron" aria-hidden="true" />
            </Link>
          </h2>
          {isExpiredSet(set.status) ? (
            <span className="practice-set__badge">{t("myPractice.expired")}</span>
          ) : null}
          {set.abstract ? <p className="practice-set__abstract">{set.abstract}</p> : null}
        </div>
      </div>
      {chapters ? (
        <div
          id={panelId}
          className="practice-set__panel"
          role="region"
          aria-label={t("myPractice.chaptersOf", { name: set.name })}
        >
          <Chapters set={set} chapters={chapters} />
        </div>
      ) : null}
    </li>
  );
}

function Chapters({ set, chapters }: { set: ExerciseSet; chapters: Outcome<ExerciseChapter[]> }) {
  const t = useT();
  const navigation = useNavigation();
  if (!chapters.ok) {
    return (
      <p className="practice__fallback" role="alert">
        {t("myPractice.chaptersFailed")}
      </p>
    );
  }
  if (chapters.data.length === 0) return <p className="practice__fallback">{t("myPractice.noChapters")}</p>;
  const startable = canStartPractice(set.status);
  const posting = navigation.state !== "idle" ? navigation.formData?.get("chapter_id") : null;
  return (
    <ol className="practice-chapters">
      {chapters.data.map((chapter, index) => {
        const nameId = `chapter-${set.id}-${chapter.chapter_id}`;
        return (
          <li key={chapter.id} className="practice-chapter">
            <span id={nameId} className="practice-chapter__title">
              <span className="practice-chapter__number">
                {t("myPractice.chapter", { n: chapterNumber(index) })}
              </span>{" "}
              <span className="practice-chapter__name">{chapter.name}</span>
            </span>
            {startable ? (
              <Form method="post" className="practice-chapter__start">
                <input type="hidden" name="exe_id" value={set.id} />
                <input type="hidden" name="chapter_id" value={chapter.chapter_id} />
                <input type="hidden" name="name" value={chapter.name} />
                <button
                  type="submit"
                  className="button button--primary button--small"
                  aria-describedby={nameId}
                  disabled={posting === chapter.chapter_id}
                >
                  {t("myPractice.practiceNow")}
                </button>
              </Form>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
