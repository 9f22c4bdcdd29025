import "~/components/page-kit";
import { type LoaderFunctionArgs } from "@remix-run/node";

import { requireNumericId } from "~/forms/ids.server";
import { requireUser } from "~/services/guard.server";
import { createApi } from "~/services/http.server";
import { previewMaterial } from "~/services/player.server";

// The slides or PDF of a material (learner-area §7 File preview, a POST upstream), streamed through the portal:
// react-pdf reads it with JavaScript, and it is the link without.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const courseId = requireNumericId(params.classId);
  const cmId = requireNumericId(params.videoId);
  const api = createApi(request);
  const [, file] = await Promise.all([requireUser(request, api), previewMaterial(api, courseId, cmId)]);
  const headers = new Headers(file.headers);
  headers.set("cache-control", "private, max-age=300");
  if (!headers.get("content-disposition")) headers.set("content-disposition", "inline");
  return new Response(file.body, { status: 200, headers });
}
