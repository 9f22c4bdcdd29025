import { Link, useParams } from "@remix-run/react";
import type { ReactNode } from "react";

import { myPracticeUrl } from "~/domain/question-paths";
import { useT } from "~/i18n/i18n";

// The frame of the question screens (learner-area §2): the title with the way back, the question on the left and
// the card on the right (stacked on a phone, question first), then the dialogs, which post forms of their own
// (outside the question form). Every prop is plain data or an element the route composes from the feature's
// parts: no render props. The practice screens render it; the assessment answering screen writes the same
// elements itself, with its timer in the header (this module would be a file of its own on its first load).

const TITLE_ID = "practice-screen-title";

/** The section, titled by the chapter's name, with the way back to My practice. */
function Frame({ name, children }: { name: string; children: ReactNode }) {
  const t = useT();
  const back = myPracticeUrl(useParams().school ?? "");
  return (
    <section className="question-screen" aria-labelledby={TITLE_ID}>
      <header className="question-screen__header">
        <Link to={back} className="button button--small">
          <span aria-hidden="true">←</span>
          {t("practiceAnswer.back")}
        </Link>
        <h1 id={TITLE_ID}>{name || t("userMenu.myPractice")}</h1>
      </header>
      {children}
    </section>
  );
}

export function QuestionScreen(props: {
  name: string;
  main: ReactNode;
  card: ReactNode;
  dialogs?: ReactNode;
}) {
  const t = useT();
  return (
    <Frame name={props.name}>
      <div className="question-screen__layout">
        <div className="question-screen__main" role="region" aria-label={t("practiceAnswer.questionArea")}>
          {props.main ?? <p className="question-screen__fallback">{t("practiceAnswer.emptyCard")}</p>}
        </div>
        <aside className="question-screen__aside">{props.card}</aside>
      </div>
      {props.dialogs}
    </Frame>
  );
}

/** A screen whose card could not be read: the server's message ('Fetch failed' when empty), what it keeps, the way back. */
export function QuestionScreenFailure(props: { name: string; message: string; children?: ReactNode }) {
  const t = useT();
  return (
    <Frame name={props.name}>
      <p className="question-screen__error" role="alert">
        {props.message || t("practiceAnswer.fetchFailed")}
      </p>
      {props.children}
      <p>
        <Link to={myPracticeUrl(useParams().school ?? "")}>{t("practiceAnswer.backToPractice")}</Link>
      </p>
    </Frame>
  );
}

/** The question shown did not load: the server's message, else 'failed to load the question'. */
export function QuestionFailed({ message }: { message: string }) {
  const t = useT();
  return (
    // Never kept on the device as a copy of the question (decision 052).
    <p className="question-screen__fallback" role="alert" data-no-copy="">
      {message || t("practiceAnswer.questionFailed")}
    </p>
  );
}
