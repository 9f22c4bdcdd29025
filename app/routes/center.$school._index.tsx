import "~/components/page-kit";
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { schoolHomePath } from "~/domain/sites";
import { requireSchool } from "~/forms/ids.server";
import { requireKnownSchool } from "~/guard/guard.server";
import { createApi } from "~/services/http.server";

// A school's bare address, /center/{school}: the school's home as the header's 'school home' entry defines it
// (its public site, else the catalogue); an unknown school's is the 404 page (docs/decisions/027).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const school = requireSchool(params);
  await requireKnownSchool(createApi(request, { redirectWhenLoggedOut: false }), school);
  throw redirect(schoolHomePath(school));
}

// A page route (not a resource route), so that an unknown school's answer is the 404 page in the portal's frame.
export default function SchoolHome() {
  return null;
}
