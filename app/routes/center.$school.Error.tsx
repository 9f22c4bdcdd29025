import "~/components/page-kit";
import { data } from "@remix-run/node";

import { SchoolStatusPage } from "~/components/status-page";
import { screenMeta } from "~/utils/page-title";

// The school's error page (learner-area §2): what went wrong, and back to the learning centre. Nothing went wrong
// at this address itself and it names no page of the school: answered 404, so that no cache keeps it as a page
// and no search engine lists it (decision 050).
export const loader = () => data(null, { status: 404 });

export const meta = screenMeta("errors.errorTitle");

export default function SchoolErrorPage() {
  return <SchoolStatusPage page="error" />;
}
