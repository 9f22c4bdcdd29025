import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { hzvtcRedirect } from "~/domain/resource-site";

// /center/{school}/hzvtc/culture and the like: the spec writes these pages without a school (public-sites
// §2.2), so a school-coded path moves there with its query; anything else under it is unknown.
export function loader({ request, params }: LoaderFunctionArgs) {
  const target = hzvtcRedirect(params.school ?? "", params["*"] ?? "", new URL(request.url).search);
  if (!target) throw data(null, { status: 404 });
  throw redirect(target, 301);
}
