import "~/components/page-kit";
import "~/components/list-kit";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { PracticeSet } from "~/components/practice/practice-sets";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { PRACTICE_SETS_PAGE_SIZE } from "~/domain/page-sizes";
import { useT } from "~/i18n/i18n";
import { createApi } from "~/services/http.server";
import { settle } from "~/services/upstream-failure";
import { listExerciseChapters, listExerciseSets } from "~/services/practice.server";

import { listQuery, startPractice } from "./start.server";

import { requireSchool } from "~/forms/ids.server";
import { protectedAction } from "~/guard/guard.server";
import { screenMeta } from "~/utils/page-title";

// My practice (learner-area §2, §3, §4): an accordion of exercise sets whose open set is URL state (?open=ID).

// The post's schema lives beside this route (start-form.server.ts, server only): zod at the top of this module
// would ship it to the browser, which does no validation here (the form is hidden fields only).

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

/** 'practice now' (start.server.ts): asks for the current card and goes to review or answering. */
export const action = (args: ActionFunctionArgs) =>
  protectedAction(args, ({ request, params }) => startPractice(request, requireSchool(params)));

export const meta = screenMeta("myPractice.title");

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
        <Pagination
          page={page}
          total={sets.data.total}
          size={PRACTICE_SETS_PAGE_SIZE}
          omit={["open"]}
          target="my-practice-title"
        />
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
