import "~/components/page-kit";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";

import { isSchoolCode } from "~/domain/access";

// Every school route needs a numeric school code (DESIGN.md §2); anything else is an unknown page.
export function loader({ params }: LoaderFunctionArgs) {
  if (!isSchoolCode(params.school)) throw data(null, { status: 404 });
  return null;
}

export default function SchoolLayout() {
  return <Outlet />;
}
