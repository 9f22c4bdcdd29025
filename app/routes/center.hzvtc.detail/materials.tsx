import { EmptyState } from "~/components/ui/empty-state";
import { FailedNotice } from "~/components/ui/list-state";
import { Pagination } from "~/components/ui/pagination";
import { SITE_MATERIALS_PAGE_SIZE } from "~/domain/page-sizes";
import { HZVTC_CONTENT } from "~/domain/resource-site-content";
import { useT } from "~/i18n/i18n";

type Material = { id: string; name: string; photo: string; type: number | null };

type Props = {
  materials: { page: number; total: number; items: readonly Material[] } | null;
  playHref: (materialId: string) => string;
};

/** The course content (§2.3): a tile a material, a word material with a placeholder cover taken in turn. */
export function Materials({ materials, playHref }: Props) {
  const t = useT();
  if (materials === null) return <FailedNotice>{t("hzvtc.detail.materialsFailed")}</FailedNotice>;
  if (materials.total === 0) return <EmptyState>{t("courseDetail.underConstruction")}</EmptyState>;
  const covers = HZVTC_CONTENT.wordCovers;
  return (
    <>
      <ul className="hz-tiles hz-tiles--materials">
        {materials.items.map((material, index) => {
          const photo =
            material.type === 1 && material.photo ? material.photo : covers[index % covers.length];
          return (
            <li key={material.id}>
              <a className="tile" href={playHref(material.id)}>
                <img className="tile__cover" src={photo} alt="" width={320} height={180} loading="lazy" />
                <span className="tile__name">{material.name}</span>
                <span className="tile__meta">
                  {material.type === 1 ? t("hzvtc.detail.video") : t("hzvtc.detail.document")}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={materials.page}
        total={materials.total}
        size={SITE_MATERIALS_PAGE_SIZE}
        param="mpage"
        hash="content"
      />
    </>
  );
}
