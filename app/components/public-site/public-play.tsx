import { useLocation } from "@remix-run/react";

import { SwitchAccountForm } from "~/components/public-site/public-header";
import { useT } from "~/i18n/i18n";
import { useLoginUrl, useRootData } from "~/utils/root-data";

/** What a public detail knows about playing its course. */
export type Playable = { studyBan: boolean };

/** The site a public detail belongs to: its school and how it opens the player for a material. */
export type PlaySite = {
  school: string;
  playPath: (materialId: string) => string;
  /** The part of the page the notice shows in (a detail's course content by default). */
  anchor?: string;
};

/**
 * What a play attempt does on a public detail (§2.3, §2.4, §4.3, §6): log in, tell a user of another school to
 * switch accounts, show the study ban, or open the player (coming back to the detail).
 */
export function usePlayHref(page: Playable, site: PlaySite): (materialId: string) => string {
  const root = useRootData();
  const loginUrl = useLoginUrl();
  const location = useLocation();
  const notice = (name: "denied" | "other") => {
    const params = new URLSearchParams(location.search);
    params.set(name, "1");
    return () => `?${params.toString()}#${site.anchor ?? "content"}`;
  };
  if (!root?.user) return () => loginUrl;
  // A user of another school would be sent straight back by the login service: they are told to switch.
  if (root.user.school_code !== site.school) return notice("other");
  if (page.studyBan) return notice("denied");
  return site.playPath;
}

/** What a play attempt that cannot play says, at the top of the course content it was made from. */
export function PlayNotice({ page, school }: { page: Playable; school: string }) {
  const t = useT();
  const root = useRootData();
  const query = new URLSearchParams(useLocation().search);
  const otherSchool = Boolean(root?.user) && root?.user?.school_code !== school;
  if (otherSchool && query.get("other") === "1") {
    return (
      <div className="notice notice--error public-detail__notice" role="alert">
        <p>{t("errors.otherSchool")}</p>
        <SwitchAccountForm />
      </div>
    );
  }
  if (page.studyBan && query.get("denied") === "1") {
    return (
      <p className="notice notice--error public-detail__notice" role="alert">
        {t("errors.studyBan")}
      </p>
    );
  }
  return null;
}
