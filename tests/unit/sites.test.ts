import { describe, expect, it } from "vitest";

import { foreignSchoolRedirect, isPublicPath } from "~/domain/access.server";
import { rootScopeOf } from "~/domain/root-scope";
import {
  keepsOtherSchoolUser,
  logoutStaysOnSitePage,
  ownerLoginSiteOfPath,
  sitePublicMarkers,
  siteTenantRedirect,
} from "~/domain/sites.server";
import {
  framedSiteOfPath,
  ownsSite,
  schoolHomePath,
  siteBasePath,
  siteHomePath,
  siteOfSchool,
  siteOfSchoolLessPath,
  siteSchoolOfPath as schoolOfSchoolLessPath,
  SITE_KEYS,
  SITES,
} from "~/domain/sites";
import { siteSchool as siteOwner } from "~/domain/school-rules";

// The site table (sites.ts) and what is derived from it: every public site's rules come from its entry.

describe("the site table", () => {
  it("gives each site an owner that owns it, and a school at most one site", () => {
    for (const site of SITE_KEYS) {
      expect(ownsSite(siteOwner(site), site), site).toBe(true);
      expect(siteOfSchool(siteOwner(site)), site).toBe(site);
    }
    expect(siteOwner("hzvtc")).toBe("100028");
    expect(siteOwner("study-trip")).toBe("100035");
    expect(ownsSite("100046", "study-trip")).toBe(true);
    expect(ownsSite("100001", "study-trip")).toBe(false);
    expect(siteOfSchool("100004")).toBe("party");
    expect(siteOfSchool("100001")).toBeNull();
    expect(siteOfSchool(null)).toBeNull();
  });

  it("builds each site's home for a school, its owner's by default", () => {
    for (const site of SITE_KEYS)
      expect(siteHomePath(site), site).toBe(`/center/${siteOwner(site)}/${SITES[site].path}`);
    expect(siteHomePath("hzvtc")).toBe("/center/100028/hzvtc");
    expect(siteHomePath("contest")).toBe("/center/100044/custom/clnyy");
    expect(siteHomePath("study-trip", "100046")).toBe("/center/100046/custom/sxyxlx");
    expect(siteHomePath("party", "a/b")).toBe("/center/a%2Fb/custom/party");
  });

  it("gives the school-less bases of the college and the party site only", () => {
    expect(siteBasePath("hzvtc")).toBe("/center/hzvtc");
    expect(siteBasePath("party")).toBe("/center/custom/party");
    expect(() => siteBasePath("contest")).toThrow(/no school-less pages/);
    expect(() => siteBasePath("study-trip")).toThrow(/no school-less pages/);
  });

  it("leads the header's school home to the school's own site, else the catalogue", () => {
    for (const site of SITE_KEYS) expect(schoolHomePath(siteOwner(site))).toBe(siteHomePath(site));
    expect(schoolHomePath("100046")).toBe("/center/100046/custom/sxyxlx");
    expect(schoolHomePath("100001")).toBe("/center/school/class");
  });
});

describe("public paths and other schools' users, from the table", () => {
  it("takes the sites' families and the sites public by name as the public words (§4.2)", () => {
    expect(sitePublicMarkers().sort()).toEqual(["custom", "hzvtc", "sxyxlx"]);
    for (const site of SITE_KEYS) expect(isPublicPath(siteHomePath(site)), site).toBe(true);
    expect(isPublicPath("/center/100046/sxyxlx")).toBe(true);
    expect(isPublicPath("/center/100001/user/party")).toBe(false);
  });

  it("keeps a user of another school on every site's pages, and only there (§6)", () => {
    for (const site of SITE_KEYS) {
      expect(keepsOtherSchoolUser(siteHomePath(site)), site).toBe(true);
      expect(foreignSchoolRedirect(siteHomePath(site), "100001"), site).toBeNull();
    }
    expect(keepsOtherSchoolUser("/center/100046/sxyxlx")).toBe(false);
    expect(keepsOtherSchoolUser("/center/100004/user/myClass")).toBe(false);
  });

  it("sends another school's user to log in to the owner on the college only", () => {
    expect(ownerLoginSiteOfPath("/center/hzvtc/culture")).toBe("hzvtc");
    expect(ownerLoginSiteOfPath("/center/100028/hzvtc")).toBe("hzvtc");
    expect(ownerLoginSiteOfPath("/center/100004/custom/party")).toBeNull();
    expect(ownerLoginSiteOfPath("/center/100035/custom/sxyxlx")).toBeNull();
  });

  it("keeps logout on the college, party and contest pages, not on the study trip (§4.1)", () => {
    for (const site of ["hzvtc", "party", "contest"] as const)
      expect(logoutStaysOnSitePage(siteHomePath(site)), site).toBe(true);
    expect(logoutStaysOnSitePage(siteHomePath("study-trip"))).toBe(false);
    expect(logoutStaysOnSitePage("/center/custom/party/detail")).toBe(true);
    expect(logoutStaysOnSitePage("/center/hzvtc/search")).toBe(true);
    expect(logoutStaysOnSitePage("/center/100001/user/myClass")).toBe(false);
  });
});

describe("school-less pages and the root's frame, from the table", () => {
  it("gives a school-less page its site and the site's owner", () => {
    expect(siteOfSchoolLessPath("/center/hzvtc/culture")).toBe("hzvtc");
    expect(siteOfSchoolLessPath("/center/custom/party/list/new")).toBe("party");
    expect(siteOfSchoolLessPath("/center/custom/clnyy")).toBeNull();
    expect(siteOfSchoolLessPath("/center/100004/custom/party")).toBeNull();
    expect(schoolOfSchoolLessPath("/center/custom/party")).toBe("100004");
    expect(schoolOfSchoolLessPath("/center/hzvtcx")).toBeNull();
  });

  it("carries a frame in the root's data only for the sites that say so, on their own pages", () => {
    expect(SITE_KEYS.filter((site) => SITES[site].frameInRoot)).toEqual(["party"]);
    expect(framedSiteOfPath("/center/100004/custom/party")).toBe("party");
    expect(framedSiteOfPath("/center/100004/custom/party/nonsense")).toBe("party");
    expect(framedSiteOfPath("/center/custom/party/detail")).toBe("party");
    expect(framedSiteOfPath("/center/100001/custom/party")).toBeNull();
    expect(framedSiteOfPath("/center/100004/custom/partyx")).toBeNull();
    expect(framedSiteOfPath("/center/hzvtc/culture")).toBeNull();
  });

  it("gives the root one scope per school, site school and frame", () => {
    expect(rootScopeOf("/center/custom/party/list/new")).toBe(rootScopeOf("/center/custom/party/search"));
    expect(rootScopeOf("/center/custom/party/list/new")).toBe("|100004|party");
    expect(rootScopeOf("/center/100004/custom/party")).toBe("100004||party");
    expect(rootScopeOf("/center/hzvtc/culture")).toBe("|100028|");
  });
});

describe("siteTenantRedirect: one rule for every site's school-coded address (§6)", () => {
  it("sends another school to its own 404 page on the sites that say so, whatever the page", () => {
    expect(siteTenantRedirect("party", "100001", "list/new", "?id=1")).toBe("/center/100001/Page404");
    expect(siteTenantRedirect("contest", "100028")).toBe("/center/100028/Page404");
  });

  it("sends another school to the owner's home on the college, or to the school-less page", () => {
    expect(siteTenantRedirect("hzvtc", "100001")).toBe("/center/100028/hzvtc");
    expect(siteTenantRedirect("hzvtc", "100001", "search", "?keywords=a")).toBe(
      "/center/hzvtc/search?keywords=a",
    );
  });

  it("serves each owner's home, moves its school-coded pages, leaves the rest unknown", () => {
    for (const site of SITE_KEYS) expect(siteTenantRedirect(site, siteOwner(site)), site).toBeNull();
    expect(siteTenantRedirect("party", "100004", "detail", "?id=3")).toBe("/center/custom/party/detail?id=3");
    expect(siteTenantRedirect("contest", "100044", "detail", "")).toBeNull();
    expect(siteTenantRedirect("hzvtc", "100028", "nothing", "")).toBeNull();
  });

  it("leaves the study trip's schools to the page, which decides per visit", () => {
    expect(siteTenantRedirect("study-trip", "100001")).toBeNull();
    expect(siteTenantRedirect("study-trip", "100035")).toBeNull();
  });
});
