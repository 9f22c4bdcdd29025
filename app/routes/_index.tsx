import "~/components/page-kit";
import { redirect } from "@remix-run/node";

import { PORTAL_HOME } from "~/domain/paths";

// docs/design.md §2: the portal lives under /center/.
export const loader = () => redirect(PORTAL_HOME);
