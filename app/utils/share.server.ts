import { getEnv } from "~/env.server";
import { translatorFor } from "~/i18n/locale.server";

import type { Share } from "./share-meta";

// The words and picture of a public page's sharing card (share-meta.ts), made on the server so that the browser
// does not carry them: the school's for its pages, the course's for a course page.

const DEFAULT_IMAGE = "/center/share-card.png";

function originOf(request: Request): string {
  return getEnv().portalPublicOrigin ?? new URL(request.url).origin;
}

/** A school's pages (or the platform's, when no school is known): its name, its logo. */
export function schoolShare(request: Request, school: { name: string; logo: string | null } | null): Share {
  const t = translatorFor(request);
  const origin = originOf(request);
  return {
    origin,
    description: school ? t("share.schoolDescription", { school: school.name }) : t("share.description"),
    image: new URL(school?.logo || DEFAULT_IMAGE, origin).href,
  };
}

/** A course page: the course's name, its cover. */
export function courseShare(request: Request, course: { name: string; photo?: string | null }): Share {
  const origin = originOf(request);
  return {
    origin,
    description: translatorFor(request)("share.courseDescription", { course: course.name }),
    image: new URL(course.photo || DEFAULT_IMAGE, origin).href,
  };
}
