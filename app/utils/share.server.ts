import { getEnv } from "~/env.server";
import { translatorFor } from "~/i18n/locale.server";

import type { Share } from "./share-meta";

// The words and picture of a public page's sharing card (share-meta.ts), made on the server so that the browser
// does not carry them: the school's for its pages, the course's for a course page.

const DEFAULT_IMAGE = "/center/share-card.png";

/**
 * The origin a page may name as its own in its canonical and sharing addresses (decision 050): the configured one
 * (PORTAL_PUBLIC_URL), else the host a trusted proxy forwarded (the server keeps `X-Forwarded-Host` only from the
 * proxies of TRUSTED_PROXIES), else none — a `Host` header is whatever the client wrote, and a page that names it
 * would hand a cache in front a page pointing at another site.
 */
export function publicOrigin(request: Request): string | null {
  const configured = getEnv().portalPublicOrigin;
  if (configured) return configured;
  return request.headers.has("x-forwarded-host") ? new URL(request.url).origin : null;
}

function shareOf(request: Request, description: string, image: string | null | undefined): Share {
  const origin = publicOrigin(request);
  const tags: Share["tags"] = [
    { name: "description", content: description },
    { property: "og:description", content: description },
  ];
  // Sharing cards show raster images only: a drawn (SVG) logo or cover gives way to the portal's card.
  if (origin) {
    const picture = image && !/\.svg($|\?)/i.test(image) ? image : DEFAULT_IMAGE;
    tags.push({ property: "og:image", content: new URL(picture, origin).href });
  }
  return { origin, tags };
}

/** A school's pages (or the platform's, when no school is known): its name, its logo. */
export function schoolShare(request: Request, school: { name: string; logo: string | null } | null): Share {
  const t = translatorFor(request);
  const description = school ? t("share.schoolDescription", { school: school.name }) : t("share.description");
  return shareOf(request, description, school?.logo);
}

/** A course page: the course's name, its cover. */
export function courseShare(request: Request, course: { name: string; photo?: string | null }): Share {
  return shareOf(
    request,
    translatorFor(request)("share.courseDescription", { course: course.name }),
    course.photo,
  );
}
