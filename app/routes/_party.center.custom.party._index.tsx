import "~/components/page-kit";
import "~/components/public-site/public-site-kit";
import { redirect } from "@remix-run/node";

import { partyHomePath } from "~/domain/party-paths";

// /center/custom/party (the base of the school-less party pages, public-sites §2.4) is the party site's home.
export const loader = () => redirect(partyHomePath(), 301);
