import { schoolRules } from "~/domain/school-rules";
import { useT } from "~/i18n/i18n";

type Props = { school: { code: string; name: string; logo: string | null } | null; className?: string };

/** The school's logo and the system name; school 100051 has a larger logo and no name label (learner-area §1). */
export function SchoolBrand({ school, className = "" }: Props) {
  const t = useT();
  const large = schoolRules(school?.code).largeLogo;
  return (
    <span className={`school-brand ${large ? "school-brand--large" : ""} ${className}`}>
      {school?.logo ? (
        <img
          className="school-brand__logo"
          src={school.logo}
          // Beside the school's name the mark says nothing more (read once, not twice); alone, it names the school.
          alt={large ? t("a11y.schoolLogo", { school: school.name }) : ""}
          height={large ? 56 : 36}
        />
      ) : null}
      {large ? null : (
        <span className="school-brand__name">{school ? school.name : t("header.systemName")}</span>
      )}
    </span>
  );
}
