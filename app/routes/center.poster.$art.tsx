import "~/components/page-kit";
import type { LoaderFunctionArgs } from "@remix-run/node";

import { posterSvg } from "~/domain/cover-poster.server";
import { resourceAnswer } from "~/utils/headers.server";

// A course's generated cover as an SVG picture (decision 046): the player's poster for a course without a photo
// of its own. The same address is the same picture for everyone, so it is cached for a day by the browser and any
// proxy; an art that is none is a 404.
export function loader({ params, request }: LoaderFunctionArgs) {
  const mark = new URL(request.url).searchParams.get("mark");
  return resourceAnswer(posterSvg(params.art ?? "", mark), {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": "public, max-age=86400",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  });
}
