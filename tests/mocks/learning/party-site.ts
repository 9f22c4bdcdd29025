import { type RequestHandler } from "msw";

import { PARTY_PROJECTS } from "~/domain/party-projects";

import { COLLEGE_TOKEN, PARTY_TOKEN, partyUser, VALID_TOKEN } from "../login-service";

import {
  buildCourses,
  categoryTree,
  publicSiteHandlers,
  siteReviews,
  type SiteCategory,
  type SiteCourseMock,
  type SiteMaterialMock,
} from "./public-site-mock";

// The party-building site (school 100004), through the public-site mock: its category tree, courses, materials
// and ratings. The list calls answer only for school_code=100004; courses 40001-40999 are this mock's, every
// other id falls through.

export const PARTY = "100004";

/**
 * The party site's category tree with the fixed ids of public-sites §2.4 and §9, siblings in sort order. The
 * six roots carry the six names the search matches; root 300 is a category outside them (a result without key).
 */
export const partyCategories: SiteCategory[] = [
  { id: 222, name: "新思想 新征程", parent: 0 },
  { id: 223, name: "理论前沿", parent: 222 },
  { id: 224, name: "时代新篇", parent: 222 },
  { id: 211, name: "党性教育", parent: 0 },
  { id: 212, name: "理想信念教育", parent: 211 },
  { id: 213, name: "党章党规学习", parent: 211 },
  { id: 240, name: "党的优良传统", parent: 211 },
  { id: 214, name: "廉洁自律教育", parent: 211 },
  { id: 215, name: "红色经典诵读", parent: 211 },
  { id: 216, name: "党员先锋作用", parent: 211 },
  { id: 218, name: "组织生活规范", parent: 211 },
  { id: 219, name: "党员义务与权利", parent: 211 },
  { id: 220, name: "群众路线教育", parent: 211 },
  { id: 221, name: "作风建设", parent: 211 },
  { id: 225, name: "四史领悟", parent: 0 },
  { id: 226, name: "党史", parent: 225 },
  { id: 227, name: "新中国史", parent: 225 },
  { id: 228, name: "改革开放史", parent: 225 },
  { id: 229, name: "社会主义发展史", parent: 225 },
  { id: 207, name: "入党必备", parent: 0 },
  { id: 208, name: "入党标准", parent: 207 },
  { id: 209, name: "入党程序", parent: 207 },
  { id: 210, name: "入党方法", parent: 207 },
  { id: 230, name: "榜样人物", parent: 0 },
  { id: 231, name: "时代楷模", parent: 230 },
  { id: 232, name: "身边榜样", parent: 230 },
  { id: 233, name: "地方特色篇", parent: 0 },
  { id: 234, name: "浙江红色资源", parent: 233 },
  { id: 235, name: "南湖红船", parent: 233 },
  { id: 236, name: "浙江党史人物", parent: 233 },
  { id: 237, name: "红船精神", parent: 233 },
  { id: 238, name: "浙江精神", parent: 233 },
  { id: 239, name: "八八战略", parent: 233 },
  { id: 300, name: "公共课程", parent: 0 },
  { id: 301, name: "通用素养", parent: 300 },
];

/** The local section without courses (public-sites §2.4: 'a section appears only when it has data'). */
export const EMPTY_LOCAL_CATEGORY = 236;

/**
 * Courses per leaf category: 6, except the first (8, with the special courses), edu 215 (9: a slider whose last
 * 3 are tiles), join 208 (8), local 235 (2, asked for 1), 237 (3, asked for 2), the empty 236, and 301 (2).
 */
const COURSES_PER_CATEGORY: Record<number, number> = {
  223: 8,
  208: 8,
  215: 9,
  235: 2,
  [EMPTY_LOCAL_CATEGORY]: 0,
  237: 3,
  301: 2,
};

/** The special courses the route tests use. */
export const PARTY_FIXTURES = {
  /** 20 materials (two pages of 16) and 23 ratings (three pages of 10). */
  manyReviews: 40001,
  /** No materials: '课程建设中，敬请期待', total_time 00:00:00. */
  noMaterials: 40002,
  /** Only word materials: total_time 00:00:00, so play is disabled; its materials get the placeholder covers. */
  zeroTime: 40003,
  /** The learn check answers 2004 to the party learner (the study ban). */
  studyBan: 40004,
  /** The number of ratings of manyReviews. */
  reviewCount: 23,
} as const satisfies Record<string, number>;

/** Which project's class (class_name) a category's courses belong to: two categories per project. */
const CLASS_OF_CATEGORY: Record<number, string> = {};
for (const [index, ids] of [
  [0, [208, 212]],
  [1, [209, 213]],
  [2, [210, 214]],
  [3, [218, 219]],
] as const) {
  const className = PARTY_PROJECTS[index]?.className;
  if (className) for (const id of ids) CLASS_OF_CATEGORY[id] = className;
}

const TOPICS = [
  "导学",
  "专题讲座",
  "经典导读",
  "案例研讨",
  "现场教学",
  "微课精讲",
  "访谈实录",
  "学习笔记",
  "知识测评",
];

const NAMED: Record<number, string> = {
  40001: "学习贯彻党的创新理论：原原本本学原著",
  40002: "新时代新征程上的青年使命（建设中）",
  40003: "理论学习文献选编",
  40004: "专题党课：以学铸魂 以学增智",
};

const tree = categoryTree(partyCategories);

/** 40001 has 20 materials, 40002 none, 40003 only word materials; every third of the others is a word one. */
export function partyMaterialsOf(courseId: number): SiteMaterialMock[] {
  if (courseId === PARTY_FIXTURES.noMaterials) return [];
  const count = courseId === PARTY_FIXTURES.manyReviews ? 20 : 3;
  const wordOnly = courseId === PARTY_FIXTURES.zeroTime;
  return Array.from({ length: count }, (_, index) => {
    const video = !wordOnly && index % 3 !== 2;
    return {
      id: courseId * 100 + index + 1,
      name: video ? `第${index + 1}讲 视频` : `第${index + 1}讲 学习资料`,
      photo: video ? `https://cdn.example.edu/party/${courseId}.svg` : "",
      type: video ? 1 : 2,
      seconds: video ? 600 + (courseId % 5) * 120 : 0,
    };
  });
}

export const partyCourses: SiteCourseMock[] = buildCourses({
  tree,
  firstId: 40001,
  count: (category) => COURSES_PER_CATEGORY[category] ?? 6,
  materialsOf: partyMaterialsOf,
  describe: (id, category, index) => {
    const name = NAMED[id] ?? `${category.name}·${TOPICS[index % TOPICS.length] ?? "专题"}`;
    return {
      name,
      photo: `https://cdn.example.edu/party/${id}.svg`,
      intro: `<p>本课程围绕<strong>${name}</strong>展开，结合典型案例帮助学员学思践悟。</p><script>alert(1)</script>`,
    };
  },
  classOf: (category) => CLASS_OF_CATEGORY[category] ?? null,
});

/** A course in no party section (公共课程/通用素养): its search result opens without a key. */
export const PARTY_NO_KEY_COURSE = partyCourses.find((course) => course.category_id === 301)?.id ?? 0;

/** 23 ratings on manyReviews (three pages of 10), none elsewhere. */
const reviews = siteReviews({
  courseId: PARTY_FIXTURES.manyReviews,
  count: PARTY_FIXTURES.reviewCount,
  firstUser: 400,
  userName: (index) => `学员${index + 1}`,
  content: (index) => `第${index + 1}条评价：内容扎实，很有收获`,
});

export const resetPartyReviews = reviews.reset;
export const partyReviewStore = reviews.all;

export const handlers: RequestHandler[] = publicSiteHandlers({
  school: PARTY,
  ownsCourse: (id) => id >= 40001 && id <= 40999,
  tree,
  courses: partyCourses,
  materialsOf: partyMaterialsOf,
  learnerToken: PARTY_TOKEN,
  otherTokens: [VALID_TOKEN, COLLEGE_TOKEN],
  studyBan: PARTY_FIXTURES.studyBan,
  reviews,
  reviewer: partyUser,
});
