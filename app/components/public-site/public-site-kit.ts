// The public sites' frame in one file for the same reason as the page kit (components/page-kit.ts): every
// public site's route imports this kit, so its members share one chunk instead of one each.
export * from "~/components/public-site/chip-links";
export * from "~/components/public-site/course-tile";
export * from "~/components/public-site/public-header";
export * from "~/components/public-site/public-site-shell";
export * from "~/components/public-site/section-heading";
export * from "~/components/public-site/use-public-site";
