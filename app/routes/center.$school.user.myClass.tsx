import { useT } from "~/i18n/i18n";

// The shell's proof page; the course list itself is issue 3.
export default function MyClass() {
  const t = useT();
  return (
    <section aria-labelledby="my-class-title">
      <h1 id="my-class-title">{t("myClass.title")}</h1>
      <p className="empty-state">{t("myClass.comingSoon")}</p>
    </section>
  );
}
