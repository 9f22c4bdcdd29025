import { EmptyState } from "~/components/ui/empty-state";
import { FailedNotice } from "~/components/ui/list-state";
import { Pagination } from "~/components/ui/pagination";
import { SITE_MATERIALS_PAGE_SIZE } from "~/domain/page-sizes";
import { rotatingCover } from "~/domain/word-covers";
import { useT } from "~/i18n/i18n";
import { useContentLang } from "~/hooks/use-content-lang";

type Material = { id: string; name: string; photo: string; type: number | null };

type Props = {
  materials: { page: number; total: number; items: readonly Material[] } | null;
  /** Where a material's tile leads; null when the course cannot be played (its tiles are not links). */
  playHref: ((materialId: string) => string) | null;
  /** The placeholder covers of word materials, taken in turn (§2.3, §2.4): the site's content, as loader data. */
  wordCovers: readonly string[];
  /** The list's class (each site lays its tiles out its own way). */
  className: string;
};

/**
 * The course content of a public detail (§2.3, §2.4): a tile a material, 16 a page with the pager only above one
 * page, '课程建设中，敬请期待' without any; a word material has a placeholder cover.
 */
export function PublicMaterials({ materials, playHref, wordCovers, className }: Props) {
  const t = useT();
  const lang = useContentLang();
  if (materials === null) return <FailedNotice>{t("hzvtc.detail.materialsFailed")}</FailedNotice>;
  if (materials.total === 0) return <EmptyState>{t("courseDetail.underConstruction")}</EmptyState>;
  return (
    <>
      <ul className={className}>
        {materials.items.map((material, index) => {
          const photo =
            material.type === 1 && material.photo ? material.photo : (rotatingCover(wordCovers, index) ?? "");
          const content = (
            <>
              <img className="tile__cover" src={photo} alt="" width={320} height={180} loading="lazy" />
              <span className="tile__name" lang={lang(material.name)}>
                {material.name}
              </span>
              <span className="tile__meta">
                {material.type === 1 ? t("hzvtc.detail.video") : t("hzvtc.detail.document")}
              </span>
            </>
          );
          return (
            <li key={material.id}>
              {playHref ? (
                <a className="tile" href={playHref(material.id)}>
                  {content}
                </a>
              ) : (
                <span className="tile tile--disabled">{content}</span>
              )}
            </li>
          );
        })}
      </ul>
      <Pagination
        page={materials.page}
        total={materials.total}
        size={SITE_MATERIALS_PAGE_SIZE}
        param="mpage"
        target="content"
      />
    </>
  );
}
