import { useLocation } from "@remix-run/react";

import { SwitchAccountForm } from "~/components/public-site/public-header";
import { hzvtcPlayPath, PORTAL_HOME } from "~/domain/paths";
import { HZVTC_SCHOOL, type SectionKey } from "~/domain/resource-site";
import { useT } from "~/i18n/i18n";
import { useRootData } from "~/utils/root-data";

type Playable = { courseId: string; key: SectionKey | null; studyBan: boolean };

/** What a play attempt does (§2.3, §4.3, §6): log in, show the study ban, or open the player. */
export function usePlayHref(page: Playable): (materialId: string) => string {
  const root = useRootData();
  const location = useLocation();
  const notice = (name: "denied" | "other") => {
    const params = new URLSearchParams(location.search);
    params.set(name, "1");
    return () => `?${params.toString()}#content`;
  };
  if (!root?.user) return () => root?.loginUrl ?? PORTAL_HOME;
  // A user of another school would be sent straight back by the login service: they are told to switch.
  if (root.user.school_code !== HZVTC_SCHOOL) return notice("other");
  if (page.studyBan) return notice("denied");
  return (materialId) => hzvtcPlayPath(page.courseId, materialId, page.key);
}

/** What a play attempt that cannot play says, at the top of the course content it was made from. */
export function PlayNotice({ page }: { page: Playable }) {
  const t = useT();
  const root = useRootData();
  const query = new URLSearchParams(useLocation().search);
  const otherSchool = Boolean(root?.user) && root?.user?.school_code !== HZVTC_SCHOOL;
  if (otherSchool && query.get("other") === "1") {
    return (
      <div className="notice notice--error hz-detail__notice" role="alert">
        <p>{t("errors.otherSchool")}</p>
        <SwitchAccountForm />
      </div>
    );
  }
  if (page.studyBan && query.get("denied") === "1") {
    return (
      <p className="notice notice--error hz-detail__notice" role="alert">
        {t("errors.studyBan")}
      </p>
    );
  }
  return null;
}
