import { data } from "@remix-run/node";

import { parsePage } from "~/domain/pagination";
import { FEELINGS, HZVTC_SCHOOL, siteTileOf } from "~/domain/hzvtc-site";
import { settle, type Api, type Outcome } from "~/services/http.server";
import { listSiteCategories, listSiteCourses } from "~/services/site-courses.server";

// The feelings page of the college site (public-sites §2.2): two tabbed blocks instead of a list of blocks.

/** A category id of the query (a tab), or null. */
function readId(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function pageOrNull<T>(outcome: Outcome<{ items: T[]; total: number }>) {
  return outcome.ok ? outcome.data : null;
}

/**
 * The power-building tabs are fixed, so their list is asked at once with the beautiful-China tabs; that block's
 * default tab is the first of its categories, so its list comes after.
 */
export async function loadFeelings(api: Api, url: URL) {
  const school = HZVTC_SCHOOL;
  const toTile = siteTileOf("feelings");
  const powerTabs = FEELINGS.power.tabs.map((tab) => tab.id) as readonly number[];
  const askedPower = readId(url.searchParams.get("power"));
  const power = askedPower && powerTabs.includes(askedPower) ? askedPower : FEELINGS.power.tabs[0].id;
  const powerPage = parsePage(url.searchParams.get("powerPage"));
  const askedChina = readId(url.searchParams.get("china"));

  const chinaList = (categoryId: number) =>
    settle(listSiteCourses(api, { school, categoryId, size: FEELINGS.china.size }));
  const [powerList, chinaTabs, earlyChina] = await Promise.all([
    settle(
      listSiteCourses(api, { school, categoryId: power, page: powerPage, size: FEELINGS.power.pageSize }),
    ),
    settle(listSiteCategories(api, { school, rootId: FEELINGS.china.rootId })),
    askedChina ? chinaList(askedChina) : null,
  ]);
  const tabs = chinaTabs.ok ? chinaTabs.data.map((c) => ({ id: Number(c.id), name: c.name })) : [];
  const china = askedChina && tabs.some((tab) => tab.id === askedChina) ? askedChina : (tabs[0]?.id ?? null);
  const chinaCourses = china === null ? null : china === askedChina ? earlyChina : await chinaList(china);

  const powerPageData = pageOrNull(powerList);
  const chinaData = chinaCourses ? pageOrNull(chinaCourses) : null;
  return data({
    key: "feelings" as const,
    blocks: [],
    bannerCourseId: null,
    bannerImage: null,
    feelings: {
      power: {
        tab: power,
        page: powerPage,
        total: powerPageData?.total ?? 0,
        courses: powerPageData ? powerPageData.items.slice(0, FEELINGS.power.pageSize).map(toTile) : null,
      },
      china: {
        tab: china,
        tabs,
        courses: chinaData ? chinaData.items.map(toTile) : chinaTabs.ok && china === null ? [] : null,
      },
    },
  });
}

export type Feelings = Awaited<ReturnType<typeof loadFeelings>>["data"]["feelings"];
