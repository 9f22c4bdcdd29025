import "~/components/page-kit";
import "~/components/list-kit";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";

import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { CERTIFICATES_PAGE_SIZE } from "~/domain/page-sizes";
import { parsePage } from "~/domain/pagination";
import { certificateFilePath } from "~/domain/certificate-paths";
import { datePart } from "~/domain/time-format";
import { useT } from "~/i18n/i18n";
import { listCertificates, type Certificate } from "~/services/certificate.server";
import { createApi, settle } from "~/services/http.server";
import { screenMeta } from "~/utils/page-title";

// My certificates (learner-area §2 Certificates, §3 Certificate, §7 Certificate list and download, §8).

export async function loader({ request }: LoaderFunctionArgs) {
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const list = await settle(listCertificates(createApi(request), page));
  if (!list.ok) {
    // The server's message where it gave one, else 'request error' (learner-area §8).
    return { page, certificates: [] as Certificate[], total: 0, error: { message: list.message || null } };
  }
  // Only the first 10 of a page are shown, whatever the service sends.
  const { items, total } = list.data;
  return { page, certificates: items.slice(0, CERTIFICATES_PAGE_SIZE), total, error: null };
}

export const meta = screenMeta("myCertificate.title");

export default function MyCertificates() {
  const t = useT();
  const { page, certificates, total, error } = useLoaderData<typeof loader>();

  return (
    <section className="my-certificates" aria-labelledby="my-certificates-title">
      <h1 id="my-certificates-title">{t("myCertificate.title")}</h1>
      {error ? (
        <p className="empty-state" role="alert">
          {error.message ?? t("myCertificate.requestError")}
        </p>
      ) : certificates.length === 0 ? (
        <EmptyState>{t("common.noContent")}</EmptyState>
      ) : (
        <ul className="certificate-list" aria-label={t("myCertificate.listLabel")}>
          {certificates.map((certificate) => (
            <CertificateCard key={certificate.id} certificate={certificate} page={page} />
          ))}
        </ul>
      )}
      <Pagination page={page} total={total} size={CERTIFICATES_PAGE_SIZE} target="my-certificates-title" />
    </section>
  );
}

function CertificateCard({ certificate, page }: { certificate: Certificate; page: number }) {
  const t = useT();
  const school = useParams().school ?? "";
  // Plain links to the portal's file route, which streams the file or comes back here with the message
  // (also for a certificate without a file: the buttons stay, the answer is 'resource does not exist').
  const fileHref = (mode: "view" | "download") => certificateFilePath(school, certificate.id, mode, page);
  const titleId = `certificate-${certificate.id}`;

  return (
    <li className="certificate-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="certificate-card__name">
        {certificate.name}
      </h2>
      <p className="certificate-card__meta">
        {certificate.org_name ? (
          <span>{t("myCertificate.training", { name: certificate.org_name })}</span>
        ) : null}
        {certificate.num ? <span>{t("myCertificate.period", { num: certificate.num })}</span> : null}
        {certificate.created_at ? (
          <span>{t("myCertificate.issuedOn", { date: datePart(certificate.created_at) })}</span>
        ) : null}
      </p>
      <p className="certificate-card__actions">
        <a className="button button--primary button--small" href={fileHref("download")}>
          {t("myCertificate.download")}
        </a>
        <a className="button button--small" href={fileHref("view")}>
          {t("myCertificate.view")}
        </a>
      </p>
    </li>
  );
}
