import "~/components/page-kit";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useMatches, useParams } from "@remix-run/react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { SkipTarget } from "~/components/site-header";
import { UserAreaNav } from "~/components/user-area-nav";
import { requireUser } from "~/guard/guard.server";
import { createApi } from "~/services/http.server";

// Every page under /{school}/user/ is protected (public-sites §6). The header's user is the root's: this guard's
// question to the login service is the root's own, asked once for the request (decision 048).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, createApi(request));
  return null;
}

// The skip link passes the learning-centre menu and lands on the page itself.
export const handle: SkipTarget = { skipTo: "content" };

// The screens a learner answers or reviews questions on: their question comes first, the learning-centre menu
// after it, in the page's order (on a phone the seven links took the first screen; decision 046). On a desktop the
// menu still stands to the left.
const QUESTION_SCREENS = new Set([
  "routes/center.$school.user.myAssess_.assessAnswer",
  "routes/center.$school.user.myAssess_.againAssess",
  "routes/center.$school.user.myPractice_.NowPractice",
  "routes/center.$school.user.myPractice_.AgainPractice",
]);

function UserArea({ children }: { children: React.ReactNode }) {
  const { school = "" } = useParams();
  const questionFirst = useMatches().some((match) => QUESTION_SCREENS.has(match.id));
  const content = (
    <div id="content" className="user-area__content" tabIndex={-1}>
      {children}
    </div>
  );
  return questionFirst ? (
    <div className="user-area user-area--content-first">
      {content}
      <UserAreaNav school={school} />
    </div>
  ) : (
    <div className="user-area">
      <UserAreaNav school={school} />
      {content}
    </div>
  );
}

export default function UserLayout() {
  return (
    <UserArea>
      <Outlet />
    </UserArea>
  );
}

export function ErrorBoundary() {
  return (
    <UserArea>
      <GeneralErrorBoundary />
    </UserArea>
  );
}
