import "~/components/page-kit";
import type { LoaderFunctionArgs } from "@remix-run/node";

import { posterSvg } from "~/domain/cover-poster.server";

// A course's generated cover as an SVG picture (decision 046): the player's poster for a course without a photo
// of its own. The same address is the same picture for everyone, so it is cached for a day by the browser and any
// proxy; an art that is none is a 404.
export function loader({ params, request }: LoaderFunctionArgs) {
  const mark = new URL(request.url).searchParams.get("mark");
  const svg = posterSvg(params.art ?? "", mark);
  if (svg === null) {
    return new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
