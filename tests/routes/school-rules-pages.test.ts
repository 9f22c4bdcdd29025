import { describe, expect, it } from "vitest";

import { PARTY_TOKEN } from "../mocks/login-service";
import { useMockUpstream } from "../mocks/server";

import { pageRequest, useBuiltServer } from "./helpers";

// The special schools' learner-area rules (learner-area §1, §2) as their pages show them, through the built
// portal: what a learner of the school reads, not the rules' table restated. (The category roots and the levels
// left unloaded are what my courses asks: tests/unit/category-filter.test.ts; the study-trip lists:
// tests/routes/study-trip.test.ts.)
useMockUpstream();

describe("the special schools' rules on their pages", () => {
  const handle = useBuiltServer();
  const html = async (path: string, init: Parameters<typeof pageRequest>[1] = {}) => {
    const response = await handle(pageRequest(path, init));
    return { status: response.status, text: await response.text() };
  };

  it("names a course's teacher an expert for the party school and a lecturer elsewhere (learner-area §2)", async () => {
    const party = await html("/center/100004/user/myClass", {
      cookie: `api_token=${PARTY_TOKEN}; locale=en`,
    });
    expect(party.status).toBe(200);
    expect(party.text).toContain("Expert: ");
    expect(party.text).not.toContain("Lecturer: ");

    const ordinary = await html("/center/100001/user/myClass", { loggedIn: true, cookie: "locale=en" });
    expect(ordinary.status).toBe(200);
    expect(ordinary.text).toContain("Lecturer: ");
    expect(ordinary.text).not.toContain("Expert: ");
  });

  it("shows school 100051's logo larger and alone, naming the school; another school's beside its name (learner-area §1)", async () => {
    // SchoolBrand's markup: the logo, then the name unless the logo is the large one.
    const BRAND =
      /<span class="school-brand[^"]*">(?:<img[^>]*>)?(?:<span class="school-brand__name">[^<]*<\/span>)?<\/span>/g;
    const brands = (text: string) => [...text.matchAll(BRAND)].map(([brand]) => brand);
    const large = brands((await html("/center/100051/Page404", { cookie: "locale=en" })).text);
    expect(large.length).toBeGreaterThan(0);
    for (const brand of large) {
      expect(brand).toContain("school-brand--large");
      expect(brand).toMatch(/<img class="school-brand__logo" [^>]*alt="School 100051 logo"[^>]*height="56"/);
      expect(brand).not.toContain("school-brand__name");
    }
    const plain = brands((await html("/center/100001/Page404", { cookie: "locale=en" })).text);
    expect(plain.length).toBeGreaterThan(0);
    for (const brand of plain) {
      expect(brand).not.toContain("school-brand--large");
      expect(brand).toMatch(/<img class="school-brand__logo" [^>]*alt=""/);
      expect(brand).toContain('<span class="school-brand__name">School 100001</span>');
    }
  });
});
