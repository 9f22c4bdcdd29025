import type { Locale } from "~/i18n/locales";

/**
 * The name a page shows for a school (decision 027): a Chinese school's portal shows its own
 * name (`school_name`); the English UI shows the English name when the login service sends one
 * (`school_name_en`, which a real service may not), else the same name.
 */
export function schoolDisplayName(
  school: { school_name: string; school_name_en?: string | null },
  locale: Locale,
): string {
  const english = school.school_name_en?.trim();
  return locale === "en" && english ? english : school.school_name;
}
