import "~/components/page-kit";
import { SchoolStatusPage } from "~/components/status-page";

// The school's error page (learner-area §2): what went wrong, and back to the learning centre.
export default function SchoolErrorPage() {
  return <SchoolStatusPage page="error" />;
}
