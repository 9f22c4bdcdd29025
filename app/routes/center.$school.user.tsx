import "~/components/page-kit";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useParams } from "@remix-run/react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { SkipTarget } from "~/components/site-header";
import { UserAreaNav } from "~/components/user-area-nav";
import { requireUser } from "~/guard/guard.server";
import { createApi } from "~/services/http.server";

// Every page under /{school}/user/ is protected (public-sites §6); this guard also hands the user to the header.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, createApi(request));
  return { user };
}

// The skip link passes the learning-centre menu and lands on the page itself.
export const handle: SkipTarget = { skipTo: "content" };

function UserArea({ children }: { children: React.ReactNode }) {
  const { school = "" } = useParams();
  return (
    <div className="user-area">
      <UserAreaNav school={school} />
      <div id="content" className="user-area__content" tabIndex={-1}>
        {children}
      </div>
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
