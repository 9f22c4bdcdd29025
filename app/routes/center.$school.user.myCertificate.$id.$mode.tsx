import "~/components/page-kit";
import "~/components/list-kit";
import type { LoaderFunctionArgs } from "@remix-run/node";

import { canShowInline, certificateFileName, contentDisposition } from "~/domain/file-download";
import { parsePage } from "~/domain/pagination";
import { myCertificatePath } from "~/domain/paths";
import { downloadCertificate, listCertificates, type Certificate } from "~/services/certificate.server";
import { requireUser } from "~/guard/guard.server";
import { createApi, orNull, settle, type Api } from "~/services/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireSchool } from "~/forms/ids.server";

/** The file is a document of its own: sandboxed (a unique origin, no script), and nothing loaded from elsewhere. */
const CERTIFICATE_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** The certificate as its page of the list shows it (for its name and path), or null. */
async function findCertificate(api: Api, id: string, page: number): Promise<Certificate | null> {
  const list = await orNull(listCertificates(api, page));
  return list?.items.find((item) => item.id === id) ?? null;
}

/**
 * A certificate's file streamed through the portal (learner-area §2 Certificates, §7 Certificate download):
 * `view` opens it in the browser, `download` saves it as '<certificate name>.pdf'. A certificate without a file,
 * or a download that fails, comes back to the list with the message (§5, §8).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const mode = params.mode;
  if (mode !== "view" && mode !== "download") throw new Response("Not Found", { status: 404 });
  const school = requireSchool(params);
  const id = params.id ?? "";
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const back = myCertificatePath(school, page);
  const api = createApi(request);

  // Not under the user layout (a resource route), so the guard runs here.
  const [, certificate] = await Promise.all([requireUser(request, api), findCertificate(api, id, page)]);
  if (certificate && !certificate.path) {
    return redirectWithToast(back, { type: "error", key: "myCertificate.resourceMissing" });
  }

  const download = await settle(downloadCertificate(api, id));
  if (!download.ok) {
    return redirectWithToast(back, { type: "error", key: "myCertificate.downloadFailed" });
  }
  const file = download.data;

  const contentType = file.headers.get("content-type") ?? "application/octet-stream";
  const name = certificateFileName(certificate?.name ?? `certificate-${id}`, certificate?.path);
  // Only a pdf or an image is opened inline; anything else is saved, so nothing runs on the portal's origin.
  const disposition = mode === "view" && canShowInline(contentType) ? "inline" : "attachment";
  const headers = new Headers({
    "Content-Type": contentType,
    "Content-Disposition": contentDisposition(disposition, name),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    // A file opened from the portal's origin runs nothing there: no script, no form, no plugin (decision 021).
    "Content-Security-Policy": CERTIFICATE_CSP,
  });
  const length = file.headers.get("content-length");
  if (length) headers.set("Content-Length", length);
  return new Response(file.body, { status: 200, headers });
}
