import "~/components/page-kit";
import { SchoolStatusPage } from "~/components/status-page";
import { screenMeta } from "~/utils/page-title";

// The school's error page (learner-area §2): what went wrong, and back to the learning centre.
export const meta = screenMeta("errors.errorTitle");

export default function SchoolErrorPage() {
  return <SchoolStatusPage page="error" />;
}
