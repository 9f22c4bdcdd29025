import "~/components/page-kit";
import type { LoaderFunctionArgs } from "@remix-run/node";

import { catalogueJsonOf } from "~/i18n/locale.server";
import { resourceAnswer } from "~/utils/headers.server";

// A locale's message catalogue as the browser fetches it before hydration (decision 022): JSON, named by the
// hash of its content, so it is the same for every visitor and cached for good by the browser and any proxy.
// An older hash (a document from before a deploy) is a 404: that document's scripts are gone too, and the page
// stays as the server rendered it.
export function loader({ params }: LoaderFunctionArgs) {
  return resourceAnswer(catalogueJsonOf(params.file ?? ""), {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "public, max-age=31536000, immutable",
  });
}
