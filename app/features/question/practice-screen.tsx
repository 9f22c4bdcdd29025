import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { myPracticeUrl } from "~/domain/question-paths";
import { useT } from "~/i18n/i18n";

// The practice answering and review screens' frame (learner-area §2): a back button, the chapter's name as the
// title, the question on the left and the answer card on the right (stacked on a phone, question first).
//
// PracticeScreenFrame props: school, name (the chapter's), main (the question area), card (the card and its
// buttons). PracticeScreenFailure props: school, name, message (the server's; 'Fetch failed' when empty).

const backHref = (school: string) => myPracticeUrl(school);

function Header({ school, name }: { school: string; name: string }) {
  const t = useT();
  return (
    <header className="question-screen__header">
      <Link to={backHref(school)} className="button button--small">
        <span aria-hidden="true">←</span>
        {t("practiceAnswer.back")}
      </Link>
      <h1 id="practice-screen-title">{name || t("userMenu.myPractice")}</h1>
    </header>
  );
}

export function PracticeScreenFrame(props: {
  school: string;
  name: string;
  main: ReactNode;
  card: ReactNode;
}) {
  const t = useT();
  return (
    <section className="question-screen" aria-labelledby="practice-screen-title">
      <Header school={props.school} name={props.name} />
      <div className="question-screen__layout">
        <div className="question-screen__main" role="region" aria-label={t("practiceAnswer.questionArea")}>
          {props.main}
        </div>
        <aside className="question-screen__aside">{props.card}</aside>
      </div>
    </section>
  );
}

export function PracticeScreenFailure(props: {
  school: string;
  name: string;
  message: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section className="question-screen" aria-labelledby="practice-screen-title">
      <Header school={props.school} name={props.name} />
      <p className="question-screen__error" role="alert">
        {props.message || t("practiceAnswer.fetchFailed")}
      </p>
      {props.children}
      <p>
        <Link to={backHref(props.school)}>{t("practiceAnswer.backToPractice")}</Link>
      </p>
    </section>
  );
}

type PracticeLoaded<S, Q> = { query: Q | null; failure: { message: string } | null; screen: S | null };

/**
 * A practice screen from its data: its failure (the server's message, else 'Fetch failed'), or the frame with
 * `main` for the question shown ('empty card' when there is none) and `card` for the card and its buttons.
 */
export function PracticeScreen<S extends { current: string | null }, Q extends { name: string }>(props: {
  school: string;
  loaded: PracticeLoaded<S, Q>;
  main: (screen: S & { current: string }, query: Q) => ReactNode;
  card: (screen: S, query: Q) => ReactNode;
  /** A refused answer the failed screen keeps (app/features/question/kept-answer.tsx). */
  kept?: ReactNode;
}) {
  const t = useT();
  const { screen, query, failure } = props.loaded;
  if (!screen || !query) {
    return (
      <PracticeScreenFailure school={props.school} name={query?.name ?? ""} message={failure?.message ?? ""}>
        {props.kept}
      </PracticeScreenFailure>
    );
  }
  const current = screen.current;
  return (
    <PracticeScreenFrame
      school={props.school}
      name={query.name}
      main={
        current === null ? (
          <p className="question-screen__fallback">{t("practiceAnswer.emptyCard")}</p>
        ) : (
          props.main({ ...screen, current }, query)
        )
      }
      card={props.card(screen, query)}
    />
  );
}
