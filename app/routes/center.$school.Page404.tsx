import "~/components/page-kit";
import { data } from "@remix-run/node";

import { NotFoundPage } from "~/components/not-found-page";
import { screenMeta } from "~/utils/page-title";

// The tenant's 404 page (public-sites §2.4): pages of the party site send foreign schools here.
export const loader = () => data(null, { status: 404 });

export const meta = screenMeta("errors.notFoundTitle");

export default function TenantNotFound() {
  return <NotFoundPage />;
}
