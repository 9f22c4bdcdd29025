import "~/components/page-kit";
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { NotFoundPage } from "~/components/not-found-page";
import { redirectsToMyClass } from "~/domain/access";
import { myClassPath } from "~/domain/paths";
import { requireSchool } from "~/forms/ids.server";
import { screenMeta } from "~/utils/page-title";

// public-sites §2.8: center, userMessage/*, updatePassword only lead to my courses; other paths do not exist.
export function loader({ params }: LoaderFunctionArgs) {
  if (redirectsToMyClass(params["*"] ?? "")) throw redirect(myClassPath(requireSchool(params)));
  return data(null, { status: 404 });
}

// The same title as every other 404 page ('页面不存在 - {school}').
export const meta = screenMeta("errors.notFoundTitle");

export default function UnknownUserPage() {
  return <NotFoundPage />;
}
