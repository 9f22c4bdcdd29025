import "~/components/page-kit";
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { NotFoundPage } from "~/components/not-found-page";
import { redirectsToMyClass } from "~/domain/access";
import { myClassPath } from "~/domain/paths";
import { requireSchool } from "~/forms/ids.server";

// public-sites §2.8: center, userMessage/*, updatePassword only lead to my courses; other paths do not exist.
export function loader({ params }: LoaderFunctionArgs) {
  if (redirectsToMyClass(params["*"] ?? "")) throw redirect(myClassPath(requireSchool(params)));
  return data(null, { status: 404 });
}

export default function UnknownUserPage() {
  return <NotFoundPage />;
}
