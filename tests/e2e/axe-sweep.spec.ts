import { expectNoAxeViolations, expectNoAxeViolationsWithoutScript } from "./axe";
import { expect, JS_ONLY, jsOn, test, type Account } from "./fixtures";

// Decision 017: an axe check (WCAG 2.1 A/AA) of every screen of the portal, as a visitor and as the demo learners
// (docs/decisions/017-the-axe-sweep.md). Every screen with JavaScript; without it, the screens whose markup differs
// from the scripted page's (`withoutScript` says how), since the others would check the same markup twice
// (docs/decisions/029). The screens start with the saved session of their account (the setup project).

// Why a screen's markup without JavaScript is not the scripted page's, so it is checked in js-off too.
const DIALOG = "the dialog the address opens is part of the page's flow, not the script's modal";
const LATE_PARTS = "the parts the script loads later are the server's forms and links";
const CAROUSEL = "a carousel is a static scroll-snap row, not swiper's";
const PLAYER =
  "the player's panels are page regions and its media plain links, not video.js and toggled panels";

type Screen = {
  /** What the screen is, for the test's title. */
  name: string;
  path: string;
  /** Logged in as this demo account; a visitor when absent. */
  as?: Account;
  /** The status the page is served with: 200 unless said. */
  status?: number;
  /** The page's main heading, to be sure the screen is the one meant and not a redirect's target. */
  heading?: RegExp | string;
  /**
   * With JavaScript, the page is ready when this shows up, for a page whose network never rests (the video
   * streams); any other waits for the network to rest, hydrated with its lazy parts.
   */
  ready?: string;
  /** Why the markup without JavaScript differs (one of the reasons above): the screen is checked in js-off too. */
  withoutScript?: string;
  /** On a 360 px phone instead of the desktop's width (the English header wraps there). */
  phone?: boolean;
};

const SCHOOL = "/center/100001";
const USER = `${SCHOOL}/user`;

// learner: 'Party history study' (ass_id 9) is open as record 5; 'Python self-check' (3) finished as record 1;
// practice chapter 1 of set 1 is submitted (its review), chapter 7 of set 3 is not (answering). Course 16 plays
// a video (73), slides (75) and a document (76). Demo data: upstream/demo/*.
const SCREENS: Screen[] = [
  // The learning centre.
  { name: "my courses", path: `${USER}/myClass`, as: "learner", heading: "My courses" },
  {
    name: "my courses: a disabled course, greyed out",
    path: `${USER}/myClass?q=First+Aid+and+CPR+Basics`,
    as: "learner",
    heading: "My courses",
  },
  {
    name: "my courses on a 360 px phone, the English header wrapped",
    path: `${USER}/myClass`,
    as: "learner",
    heading: "My courses",
    phone: true,
  },
  { name: "learning records", path: `${USER}/studyRecord`, as: "learner", heading: "Learning records" },
  { name: "my notes", path: `${USER}/myNote`, as: "learner", heading: "My notes" },
  {
    name: "a note's edit dialog",
    path: `${USER}/myNote?edit=16`,
    as: "learner",
    heading: "My notes",
    withoutScript: DIALOG,
  },
  {
    name: "a note's delete dialog",
    path: `${USER}/myNote?confirm=delete-16`,
    as: "learner",
    withoutScript: DIALOG,
  },
  { name: "my certificates", path: `${USER}/myCertificate`, as: "learner", heading: "My certificates" },
  { name: "my practice", path: `${USER}/myPractice?open=1`, as: "learner", heading: "My practice" },
  {
    name: "practice answering",
    path: `${USER}/myPractice/NowPractice?chapter_id=7&name=Evacuation&exe_id=3`,
    as: "learner",
    heading: "Evacuation",
    withoutScript: LATE_PARTS,
  },
  {
    name: "practice review",
    path: `${USER}/myPractice/AgainPractice?chapter_id=1&name=Variables+and+types&exe_id=1`,
    as: "learner",
    heading: "Variables and types",
    withoutScript: LATE_PARTS,
  },
  { name: "my assessments", path: `${USER}/myAssess`, as: "learner", heading: "My assessments" },
  {
    name: "an assessment's start dialog",
    path: `${USER}/myAssess?start=9&class_id=0`,
    as: "learner",
    withoutScript: DIALOG,
  },
  { name: "assessment records", path: `${USER}/myAssess?tabs=1`, as: "learner", heading: "My assessments" },
  {
    name: "assessment answering",
    path: `${USER}/myAssess/assessAnswer?ass_id=9&class_id=0&assessName=Party+history+study&record_id=5`,
    as: "learner",
    heading: "Party history study",
    withoutScript: LATE_PARTS,
  },
  {
    name: "assessment result",
    path: `${USER}/myAssess/againAssess?ass_id=3&assessName=Python+self-check&record_id=1&class_id=0&tabs=1&duration=540&is_assess=1`,
    as: "learner",
    heading: "Python self-check",
    withoutScript: LATE_PARTS,
  },
  { name: "assessment time's up", path: `${USER}/myAssess/endAssess?time=45`, as: "learner" },
  {
    name: "study data",
    path: `${USER}/MyStudy`,
    as: "learner",
    heading: "Study data",
    withoutScript: "the charts are drawn by the script; without it the tables",
  },
  { name: "an unknown learning-centre page", path: `${USER}/nonexistent`, as: "learner", status: 404 },
  // The catalogue, the course detail and the player.
  { name: "catalogue", path: "/center/school/class", as: "learner" },
  { name: "catalogue (visitor)", path: "/center/school/class" },
  { name: "course detail", path: `${SCHOOL}/class/16`, as: "learner" },
  { name: "course detail: reviews", path: `${SCHOOL}/class/16?tab=reviews`, as: "learner" },
  { name: "course detail (visitor)", path: `${SCHOOL}/class/16` },
  { name: "course not found", path: `${SCHOOL}/class/notfound`, status: 404 },
  { name: "course not permitted", path: `${SCHOOL}/class/nopermission`, as: "learner", status: 403 },
  {
    name: "player: a video",
    path: `${SCHOOL}/video/16/73`,
    as: "learner",
    ready: ".vjs-control-bar",
    withoutScript: PLAYER,
  },
  { name: "player: slides", path: `${SCHOOL}/video/16/75`, as: "learner", withoutScript: PLAYER },
  { name: "player: a document", path: `${SCHOOL}/video/16/76`, as: "learner", withoutScript: PLAYER },
  // The status pages, logged in and not.
  { name: "404 page", path: `${SCHOOL}/nonexistent`, as: "learner", status: 404 },
  { name: "404 page (visitor)", path: `${SCHOOL}/nonexistent`, status: 404 },
  { name: "tenant 404 page", path: `${SCHOOL}/Page404`, as: "learner", status: 404 },
  { name: "error page", path: `${SCHOOL}/Error`, as: "learner", status: 404 },
  { name: "a school code that is not one", path: "/center/abc", as: "learner", status: 404 },
  // The college's public site (hzvtc).
  { name: "hzvtc home", path: "/center/100028/hzvtc", withoutScript: CAROUSEL },
  { name: "hzvtc section: culture", path: "/center/hzvtc/culture", withoutScript: CAROUSEL },
  { name: "hzvtc section: feelings", path: "/center/hzvtc/feelings", withoutScript: CAROUSEL },
  // The college's other sections, and the detail and the other public homes as a visitor (the header's login).
  { name: "hzvtc section: value", path: "/center/hzvtc/value" },
  { name: "hzvtc section: profession", path: "/center/hzvtc/profession" },
  { name: "hzvtc section: feature", path: "/center/hzvtc/feature" },
  { name: "hzvtc section: vita", path: "/center/hzvtc/vita" },
  { name: "hzvtc course detail (visitor)", path: "/center/hzvtc/detail?id=28001&key=culture" },
  { name: "hzvtc search", path: "/center/hzvtc/search?keywords=%E8%A5%BF%E6%B9%96" },
  { name: "hzvtc course detail", path: "/center/hzvtc/detail?id=28001&key=culture", as: "learner100028" },
  { name: "hzvtc 404 page", path: "/center/100028/hzvtc/no-such-page", status: 404 },
  // The party-building site.
  { name: "party home", path: "/center/100004/custom/party", as: "learner100004", withoutScript: CAROUSEL },
  { name: "party list", path: "/center/custom/party/list/edu", withoutScript: CAROUSEL },
  { name: "party search", path: "/center/custom/party/search?keywords=%E5%85%9A" },
  { name: "party course detail", path: "/center/custom/party/detail?id=4001&key=join", as: "learner100004" },
  { name: "party home (visitor)", path: "/center/100004/custom/party" },
  { name: "party home (visitor) on a 360 px phone", path: "/center/100004/custom/party", phone: true },
  { name: "party project: another", path: "/center/custom/party/project?index=1" },
  { name: "party project", path: "/center/custom/party/project?index=0", withoutScript: CAROUSEL },
  // The science contest and the study trips.
  {
    name: "contest (clnyy)",
    path: "/center/100044/custom/clnyy",
    as: "learner100044",
    withoutScript: CAROUSEL,
  },
  {
    name: "study trip (sxyxlx)",
    path: "/center/100035/custom/sxyxlx",
    as: "learner100035",
    withoutScript: CAROUSEL,
  },
];

/** The learners' names in the header (upstream/seed.ts). */
const NAMES: Partial<Record<Account, string>> = { learner: "Li Hua" };

// axe takes a few seconds on the longest pages, and an account's first screen logs it in.
test.describe.configure({ timeout: 60_000 });

for (const screen of SCREENS) {
  test.describe(() => {
    test.use({ account: screen.as, ...(screen.phone ? { viewport: { width: 360, height: 740 } } : {}) });

    const tag = screen.withoutScript ? [] : [JS_ONLY];
    test(`axe: ${screen.name}${screen.as ? ` as ${screen.as}` : ""}`, { tag }, async ({ page }) => {
      const waitUntil = !jsOn() || screen.ready ? "load" : "networkidle";
      const response = await page.goto(screen.path, { waitUntil });
      if (jsOn() && screen.ready) await expect(page.locator(screen.ready).first()).toBeAttached();
      expect(response?.status(), page.url()).toBe(screen.status ?? 200);
      expect(page.url(), "not sent elsewhere").toBe(new URL(screen.path, page.url()).href);
      if (screen.heading) {
        await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
      }
      // Logged in, the header shows the learner's menu on every screen, the 404 and error pages included
      // (decision 017: the header's user on every page), and no login button.
      if (screen.as) {
        const menu = page.locator("details.personal-menu > summary");
        await expect(menu).toBeVisible();
        const name = NAMES[screen.as];
        if (name) await expect(menu).toHaveAccessibleName(`${name} Personal menu`);
        await expect(page.getByRole("link", { name: "Log in", exact: true })).toHaveCount(0);
      }
      // Without JavaScript axe cannot run in the page; the markup the page holds is checked in a scripted copy.
      await (jsOn() ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutScript(page));
    });
  });
}
