import "~/components/page-kit";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { contentDisposition } from "~/domain/file-download";
import { myPracticeUrl } from "~/domain/question-paths";
import { safeLocalPath } from "~/domain/safe-redirect";
import { contentTypeFor, downloadName, isMissingFile, isStreamedDownload } from "~/domain/upload-rules";
import { translatorFor } from "~/i18n/locale.server";
import { DownloadQuerySchema } from "~/features/question/answer-files.server";
import { createApi } from "~/services/http.server";
import { downloadFile } from "~/services/upload.server";
import { settle } from "~/services/upstream-failure";
import { redirectWithToast } from "~/utils/toast.server";
import { requireSchool } from "~/forms/ids.server";
import { protectedAction, requireUser } from "~/guard/guard.server";

// Answer and question files streamed through the portal (learner-area §5 Download, §7, §8; contract "Files"):
// mp4/mp3 by GET, with the browser's Range passed on so a player can seek and a progress bar can count; every
// other type by POST, as the spec asks (the answer-files block's download button). The browser never talks to
// the upstream. A failure comes back to the page as a toast ('File download failed', 'resource does not exist');
// the block's script asks with `js=1` and gets the message as JSON instead.

export async function loader({ request, params }: LoaderFunctionArgs) {
  // A resource route: the user layout's guard does not run for it, so it guards itself (public-sites §6).
  await requireUser(request, createApi(request));
  return serve(request, requireSchool(params));
}

export const action = (args: ActionFunctionArgs) =>
  protectedAction(args, async ({ request, params }) => {
    return serve(request, requireSchool(params));
  });

async function serve(request: Request, school: string): Promise<Response> {
  const url = new URL(request.url);
  const query = url.searchParams;
  const back = safeLocalPath(query.get("back"), url.origin, myPracticeUrl(school));
  const script = query.get("js") === "1";

  const fail = async (key: "files.missing" | "files.downloadFailed", status: number) => {
    if (!script) return redirectWithToast(back, { type: "error", key });
    const message = translatorFor(request)(key);
    return Response.json({ message }, { status, headers: { "Cache-Control": "no-store" } });
  };

  const parsed = DownloadQuerySchema.safeParse(Object.fromEntries(query));
  if (!parsed.success) return fail("files.missing", 404);
  const { kind, id, path } = parsed.data;
  const name = downloadName(parsed.data.name, path);
  const streamed = isStreamedDownload(name);

  const download = await settle(
    downloadFile(createApi(request), { kind, id, path, name, streamed, range: request.headers.get("range") }),
  );
  if (!download.ok) {
    return isMissingFile(download) ? fail("files.missing", 404) : fail("files.downloadFailed", 502);
  }
  const file = download.data;

  // Always an attachment, typed from the extension list: an uploaded file never runs on the portal's origin.
  const headers = new Headers({
    "Content-Type": contentTypeFor(name),
    "Content-Disposition": contentDisposition("attachment", name),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  for (const header of ["content-length", "content-range", "accept-ranges"]) {
    const value = file.headers.get(header);
    if (value) headers.set(header, value);
  }
  return new Response(file.body, { status: file.status, headers });
}
