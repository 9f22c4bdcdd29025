import { z } from "zod";

import { CERTIFICATES_PAGE_SIZE } from "~/domain/page-sizes";

import type { Api } from "./http.server";
import { idString, optionalText, pageOf } from "./schema";

// Certificates: learner-area §3 (Certificate), §7 (Certificate list, download); on the login service
// (public-sites §7.2 GET /api/user/cert).

export const CertificateSchema = z.object({
  id: idString,
  name: z.string(),
  org_name: optionalText,
  num: optionalText,
  path: z.string().nullish(),
  created_at: optionalText,
});
export type Certificate = z.output<typeof CertificateSchema>;

export function listCertificates(api: Api, page: number) {
  return api.get("login", "/api/user/cert", {
    schema: pageOf(CertificateSchema),
    query: { page, size: CERTIFICATES_PAGE_SIZE },
  });
}

/** The certificate file as the service sends it, to stream on to the browser. */
export function downloadCertificate(api: Api, id: string) {
  return api.download("login", `/api/user/cert/down/${encodeURIComponent(id)}`);
}
