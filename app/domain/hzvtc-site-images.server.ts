// The college pages' images (public-sites §2.2, §2.3): the tenant's content, sent as the pages' loader data so that
// their script stays free of it (decisions 011, 040). The frame's content is hzvtc-site-content.ts.

export const HZVTC_IMAGES = {
  /** Covers of the detail page, chosen by the section key (§2.3); a detail without a key gets the default. */
  detailCovers: {
    culture: "/center/sites/hzvtc/cover-culture.svg",
    value: "/center/sites/hzvtc/cover-value.svg",
    feelings: "/center/sites/hzvtc/cover-feelings.svg",
    profession: "/center/sites/hzvtc/cover-profession.svg",
    feature: "/center/sites/hzvtc/cover-feature.svg",
    vita: "/center/sites/hzvtc/cover-vita.svg",
    default: "/center/sites/hzvtc/cover-default.svg",
  },
  /** The section pages' promotional banners (§2.2). */
  banners: {
    culture: "/center/sites/hzvtc/banner-culture.svg",
    value: "/center/sites/hzvtc/banner-value.svg",
    feelings: "/center/sites/hzvtc/banner-feelings.svg",
    profession: "/center/sites/hzvtc/banner-profession.svg",
    feature: "/center/sites/hzvtc/banner-feature.svg",
    vita: "/center/sites/hzvtc/banner-vita.svg",
  },
  /** Placeholder covers for word materials, taken in turn (public-sites §2.4). */
  wordCovers: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `/center/sites/hzvtc/word-${n}.svg`),
} as const;
