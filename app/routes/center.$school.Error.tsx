import { useParams } from "@remix-run/react";

import { StatusPage } from "~/components/status-page";
import { learningCentrePath } from "~/domain/paths";

export default function SchoolErrorPage() {
  const { school = "" } = useParams();
  return (
    <StatusPage
      title="errors.errorTitle"
      text="errors.errorText"
      action={{ to: learningCentrePath(school), label: "common.backToCentre" }}
    />
  );
}
