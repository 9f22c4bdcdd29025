import "~/components/page-kit";
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { requireUser } from "~/guard/guard.server";
import { createApi } from "~/services/http.server";
import { myClassPath } from "~/domain/paths";

// The platform entry: the user's own school's learning centre, or the login page (which comes back here).
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, createApi(request));
  return redirect(myClassPath(user.school_code));
}
