import { useLocation } from "@remix-run/react";

import { HzvtcTile, HzvtcTiles } from "~/components/hzvtc/hzvtc-tiles";
import { SectionHeading } from "~/components/public-site/section-heading";
import { ChipLinks } from "~/components/public-site/chip-links";
import { Carousel } from "~/components/ui/carousel";
import { ListState } from "~/components/ui/list-state";
import { Pagination } from "~/components/ui/pagination";
import { FEELINGS, showsPager } from "~/domain/hzvtc-site";
import { useT } from "~/i18n/i18n";

import type { Feelings } from "./feelings.server";

/** The feelings page's two blocks (§2.2): tabs are links that keep the rest of the query and the block's anchor. */
export function FeelingsBlocks({ feelings }: { feelings: Feelings }) {
  const t = useT();
  const location = useLocation();
  const withQuery = (changes: Record<string, string | null>, anchor: string) => {
    const params = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) params.delete(name);
      else params.set(name, value);
    }
    params.delete("id");
    return `?${params.toString()}#${anchor}`;
  };
  const { power, china } = feelings;
  return (
    <>
      <section id="block-193" className="site-block hz-block" aria-labelledby="heading-power">
        <SectionHeading id="heading-power" title={t("hzvtc.feelings.power")} />
        <ChipLinks
          label={t("hzvtc.feelings.powerTabs")}
          replace
          chips={FEELINGS.power.tabs.map((tab) => ({
            label: t(`hzvtc.feelings.tab.${tab.label}`),
            to: withQuery({ power: String(tab.id), powerPage: null }, "block-193"),
            current: tab.id === power.tab,
          }))}
        />
        <ListState items={power.courses} failed="hzvtc.listFailed">
          {(courses) => (
            <div className="hz-grid-3x2">
              <HzvtcTiles courses={courses} />
            </div>
          )}
        </ListState>
        {showsPager(power.total, FEELINGS.power.pageSize) ? (
          <Pagination
            page={power.page}
            total={power.total}
            size={FEELINGS.power.pageSize}
            param="powerPage"
            target="block-193"
          />
        ) : null}
      </section>
      <section id="block-194" className="site-block hz-block" aria-labelledby="heading-china">
        <SectionHeading id="heading-china" title={t("hzvtc.feelings.china")} />
        <ChipLinks
          label={t("hzvtc.feelings.chinaTabs")}
          replace
          chips={china.tabs.map((tab) => ({
            label: tab.name,
            to: withQuery({ china: String(tab.id) }, "block-194"),
            current: tab.id === china.tab,
          }))}
        />
        <ListState items={china.courses} failed="hzvtc.listFailed">
          {(courses) => (
            <Carousel
              key={china.tab ?? "none"}
              label={t("hzvtc.feelings.china")}
              items={courses}
              itemKey={(course) => course.id}
              perView={FEELINGS.china.perView}
              autoplayMs={FEELINGS.china.autoplayMs}
              pagination={showsPager(courses.length, FEELINGS.china.perView)}
              renderItem={(course) => <HzvtcTile course={course} />}
            />
          )}
        </ListState>
      </section>
    </>
  );
}
