import "~/components/page-kit";
import "~/components/public-site/public-site-kit";
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { contentDisposition } from "~/domain/file-download";
import { NUMERIC_ID_PATTERN } from "~/domain/ids";
import { tenantNotFoundPath } from "~/domain/paths";
import { studyTripPath, isStudyTripSchool } from "~/domain/study-trip";
import { downloadName, isMissingFile } from "~/domain/upload-rules";
import { requireSchool } from "~/forms/ids.server";
import { createApi, settle } from "~/services/http.server";
import { upstreamFileName } from "~/services/file-name.server";
import { downloadStudyTripMaterial } from "~/services/study-trip.server";
import { redirectWithToast } from "~/utils/toast.server";

// A tool or material of the study-trip page (public-sites §2.7, §7.6), streamed through the portal: the browser
// never talks to the upstream. The file keeps the name the upstream gives it (attachment, RFC 5987 filename*);
// the link's `name` is passed on as §7.6 asks and names the file only when the upstream names none. A failure
// comes back to the page's materials as the answer-file download's toast: 'resource does not exist' when the upstream has no
// such file (404, 1404), else 'File download failed'. A plain link, so it works the same without JavaScript.

const MaterialQuerySchema = z.object({
  id: z.string().regex(NUMERIC_ID_PATTERN),
  // Only a hint (see above): an overlong one is dropped, not a reason to refuse the download.
  name: z.string().max(255).catch(""),
  path: z.string().min(1).max(1000),
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  const school = requireSchool(params);
  // No study-trip page here, so no materials: the school's 404 page (a resource route has no page of its own).
  if (!isStudyTripSchool(school)) throw redirect(tenantNotFoundPath(school));
  const back = studyTripPath(school, "materials");
  const fail = (key: "files.missing" | "files.downloadFailed") =>
    redirectWithToast(back, { type: "error", key });

  const query = MaterialQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return fail("files.missing");
  const { id, path } = query.data;
  const hint = downloadName(query.data.name, path);

  const download = await settle(
    downloadStudyTripMaterial(createApi(request), { school, id, name: hint, path }),
  );
  if (!download.ok) return fail(isMissingFile(download) ? "files.missing" : "files.downloadFailed");
  const file = download.data;
  const name = downloadName(upstreamFileName(file.headers) ?? hint, path);

  // Always an attachment with nosniff: a material never renders on the portal's origin.
  const headers = new Headers({
    "Content-Type": file.headers.get("content-type") ?? "application/octet-stream",
    "Content-Disposition": contentDisposition("attachment", name),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  const length = file.headers.get("content-length");
  if (length) headers.set("Content-Length", length);
  return new Response(file.body, { status: 200, headers });
}
