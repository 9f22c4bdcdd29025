import "~/components/page-kit";
import { data } from "@remix-run/node";

import { NotFoundPage } from "~/components/not-found-page";
import { screenMeta } from "~/utils/page-title";

// Any path no route knows: the 404 page, with the 404 status.
export const loader = () => data(null, { status: 404 });

export const meta = screenMeta("errors.notFoundTitle");

export default function UnknownPage() {
  return <NotFoundPage />;
}
