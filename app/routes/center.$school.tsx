import "~/components/page-kit";
import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireSchoolOfPage } from "~/guard/guard.server";

// Every school route needs a numeric school code of a school the login service knows (requireSchoolOfPage). The
// public sites' school-coded pages sit under their site's layout route instead, which asks the same (decision 040).
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSchoolOfPage(request, params.school);
  return null;
}

// No component: a layout route without one renders its child (React Router's default `<Outlet />`), and a route
// without browser exports builds to an empty module, so the school's pages do not load a file for an Outlet
// (decision 035).
