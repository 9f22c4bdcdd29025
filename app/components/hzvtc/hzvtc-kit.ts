// The college site's shared code in one file, for the reason of the page kit (components/page-kit.ts): its layout
// route (routes/_hzvtc.tsx) and every page that shows something of the college import this kit (`import
// "~/components/hzvtc/hzvtc-kit"`; package.json marks it as having side effects), so that its paths, content,
// titles and tiles travel as one script instead of one per set of pages that use them (decisions 011, 040).
export * from "~/components/hzvtc/hzvtc-tiles";
export * from "~/domain/hzvtc-site";
export * from "~/domain/hzvtc-site-content";
export * from "~/utils/site-titles";
