import "~/components/page-kit";
import { data, type LoaderFunctionArgs } from "@remix-run/node";

import { requireNumericId, requireSchool } from "~/forms/ids.server";
import { requireUser } from "~/guard/guard.server";
import { createApi, failedWith } from "~/services/http.server";
import { previewMaterial } from "~/services/player.server";

// The slides or PDF of a material (learner-area §7 File preview, a POST upstream), streamed through the portal:
// react-pdf reads it with JavaScript, and it is the link without.

export async function loader({ request, params }: LoaderFunctionArgs) {
  requireSchool(params);
  const courseId = requireNumericId(params.classId);
  const cmId = requireNumericId(params.videoId);
  const api = createApi(request);
  const [, file] = await Promise.all([
    requireUser(request, api),
    // A material without a preview (a video, one that does not exist: 1422, 1404) has no such file: a 404,
    // whatever the refusal's code (docs/decisions/028). A study ban (2004) stays the 403 it is.
    previewMaterial(api, courseId, cmId).catch((error: unknown) => {
      if (failedWith(error, "refused")) throw data(null, { status: 404 });
      throw error;
    }),
  ]);
  const headers = new Headers(file.headers);
  headers.set("cache-control", "private, max-age=300");
  if (!headers.get("content-disposition")) headers.set("content-disposition", "inline");
  return new Response(file.body, { status: 200, headers });
}
