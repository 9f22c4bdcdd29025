// The college site's fixed content (public-sites §2.2): what a school edits, kept out of the components. The frame's
// part is here (every college page's script carries it); the pages' images travel as their loader data
// (hzvtc-site-images.server.ts, decision 011).

export const HZVTC_CONTENT = {
  /** The header's link to the college's own home page. */
  schoolHomeUrl: "https://www.hzvtc.edu.cn/",
  address: "杭州市西湖区留和路68号",
} as const;
