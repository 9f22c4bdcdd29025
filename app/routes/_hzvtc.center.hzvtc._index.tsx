import "~/components/page-kit";
import "~/components/public-site/public-site-kit";
import { redirect } from "@remix-run/node";

import { hzvtcHomePath } from "~/domain/hzvtc-site";

// /center/hzvtc (the base of the school-less college pages) is the college's home.
export const loader = () => redirect(hzvtcHomePath(), 301);
