import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/public-site/public-site-kit";
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { siteSchool } from "~/domain/school-rules";
import { siteTenantRedirect } from "~/domain/sites.server";
import { requireSchool } from "~/forms/ids.server";

// /center/{school}/custom/party/… (public-sites §2.4, §6): another school goes to its own 404 page; the party
// school's list, search, detail and project paths move for good to the school-less pages the spec writes, with
// their query; anything else under the party home is unknown. (The school by the school table, not party-keys.ts:
// this page's script would then load the party's keys in a file of their own, one more on every party page.)
export function loader({ request, params }: LoaderFunctionArgs) {
  const school = requireSchool(params);
  const target = siteTenantRedirect("party", school, params["*"] ?? "", new URL(request.url).search);
  if (!target) throw data(null, { status: 404 });
  throw redirect(target, school === siteSchool("party") ? 301 : 302);
}

// A page route (not a resource route), so that its 404 is the party site's 404 page (the layout's) with the page
// headers.
export default function PartySchoolPath() {
  return null;
}
