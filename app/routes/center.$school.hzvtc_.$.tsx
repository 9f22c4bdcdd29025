import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/public-site/public-site-kit";
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";

import { HzvtcErrorBoundary } from "~/components/hzvtc/hzvtc-layout";
import { publicSiteHandle } from "~/components/public-site/public-site-handle";
import { siteTenantRedirect } from "~/domain/sites.server";
import { errorTitleKey } from "~/utils/page-title";
import { libraryTitle } from "~/utils/site-titles";
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

// A page route (not a resource route), so that its 404 is the college's 404 page with the page headers.
export const handle = publicSiteHandle;

export const ErrorBoundary = HzvtcErrorBoundary;

export const meta: MetaFunction = ({ matches, error }) => [
  { title: libraryTitle(matches, errorTitleKey(error)) },
];

export default function HzvtcRedirect() {
  return null;
}
