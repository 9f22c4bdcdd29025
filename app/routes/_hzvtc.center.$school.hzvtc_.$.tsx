import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/public-site/public-site-kit";
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { siteTenantRedirect } from "~/domain/sites.server";
import { requireSchool } from "~/forms/ids.server";

// /center/{school}/hzvtc/culture and the like: the spec writes these pages without a school (public-sites
// §2.2), so a school-coded path moves there with its query; anything else under it is unknown.
export function loader({ request, params }: LoaderFunctionArgs) {
  const target = siteTenantRedirect(
    "hzvtc",
    requireSchool(params),
    params["*"] ?? "",
    new URL(request.url).search,
  );
  if (!target) throw data(null, { status: 404 });
  throw redirect(target, 301);
}

// A page route (not a resource route), so that its 404 is the college's 404 page (the layout's) with the page
// headers.
export default function HzvtcRedirect() {
  return null;
}
