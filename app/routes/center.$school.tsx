import "~/components/page-kit";
import { data, type LoaderFunctionArgs } from "@remix-run/node";

import { isSchoolCode } from "~/domain/access";
import { requireKnownSchool } from "~/utils/guard.server";
import { createApi } from "~/services/http.server";

// Every school route needs a numeric school code (DESIGN.md §2) of a school the login service knows: anything
// else is an unknown page (public-sites §2), whatever page of it is asked for (docs/decisions/027). The school's
// info is the one the root asks for too: one call per request.
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isSchoolCode(params.school)) throw data(null, { status: 404 });
  const api = createApi(request, { redirectWhenLoggedOut: false });
  await requireKnownSchool(api, params.school);
  return null;
}

// No component: a layout route without one renders its child (React Router's default `<Outlet />`), and a route
// without browser exports builds to an empty module, so the school's pages do not load a file for an Outlet
// (decision 035).
