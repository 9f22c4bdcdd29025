import { type RequestHandler } from "msw";

import { COLLEGE_TOKEN, collegeUser, VALID_TOKEN } from "../login-service";

import {
  buildCourses,
  categoryTree,
  publicSiteHandlers,
  siteReviews,
  type SiteCategory,
  type SiteCourseMock,
  type SiteMaterialMock,
} from "./public-site-mock";

// The vocational college's public site (school 100028), through the public-site mock: its category tree,
// courses, materials and reviews. Courses 28001-28199 are this mock's; every other id falls through to the other
// course mocks.

export const COLLEGE = "100028";

/** The college's category tree with the fixed ids of the contract, siblings in sort order. */
export const siteCategories: SiteCategory[] = [
  { id: 106, name: "文化传承", parent: 0 },
  { id: 107, name: "非遗技艺", parent: 106 },
  { id: 108, name: "诗词经典", parent: 106 },
  { id: 109, name: "杭州记忆", parent: 106 },
  { id: 118, name: "传统节俗", parent: 106 },
  { id: 110, name: "价值引领", parent: 0 },
  { id: 111, name: "思政微课", parent: 110 },
  { id: 112, name: "榜样力量", parent: 110 },
  { id: 113, name: "红色足迹", parent: 110 },
  { id: 121, name: "家国情怀", parent: 0 },
  { id: 193, name: "强国建设", parent: 121 },
  { id: 122, name: "科技强国", parent: 193 },
  { id: 123, name: "制造强国", parent: 193 },
  { id: 124, name: "农业强国", parent: 193 },
  { id: 125, name: "法治中国", parent: 193 },
  { id: 126, name: "之江风采", parent: 193 },
  { id: 127, name: "浙江先行", parent: 193 },
  { id: 194, name: "美丽中国", parent: 121 },
  { id: 128, name: "绿水青山", parent: 194 },
  { id: 129, name: "生态文明", parent: 194 },
  { id: 130, name: "美丽乡村", parent: 194 },
  { id: 131, name: "绿色低碳", parent: 194 },
  { id: 136, name: "职业精神", parent: 0 },
  { id: 137, name: "劳模工匠", parent: 136 },
  { id: 139, name: "职业素养", parent: 136 },
  { id: 195, name: "特色育人", parent: 0 },
  { id: 200, name: "创新创业", parent: 195 },
  { id: 201, name: "技能大赛", parent: 195 },
  { id: 202, name: "产教融合", parent: 195 },
  { id: 152, name: "青春风采", parent: 0 },
  { id: 153, name: "社团活动", parent: 152 },
  { id: 154, name: "志愿服务", parent: 152 },
  { id: 155, name: "文体竞技", parent: 152 },
  { id: 156, name: "校园之星", parent: 152 },
];

const tree = categoryTree(siteCategories);

/** Courses a leaf category has: 7, and 10 for 制造强国 (123) so that the power tab has a second page. */
const COURSES_PER_CATEGORY: Record<number, number> = { 123: 10 };

/** The first courses keep the names the contract's demo gives them. */
const NAMED: Record<number, string> = {
  28001: "西湖绸伞制作技艺",
  28002: "杭绣：针法与图案",
  28003: "王星记扇子的髹漆与描金",
};

/** Course 28001 has 20 materials (two pages of 16); 28002 none; a course whose id is a multiple of 4 only slides. */
export function materialsOf(courseId: number): SiteMaterialMock[] {
  if (courseId === 28002) return [];
  const count = courseId === 28001 ? 20 : 3;
  const wordOnly = courseId % 4 === 0;
  return Array.from({ length: count }, (_, index) => {
    const video = !wordOnly && index % 3 !== 2;
    return {
      id: courseId * 100 + index + 1,
      name: video ? `视频 ${index + 1}` : `讲义 ${index + 1}`,
      photo: video ? `https://cdn.example.edu/hzvtc/${courseId}.svg` : "",
      type: video ? 1 : 2,
      seconds: video ? 600 : 0,
    };
  });
}

/** No course of the college belongs to a class: a class list is empty, with its total time. */
export const siteCourses: SiteCourseMock[] = buildCourses({
  tree,
  firstId: 28001,
  count: (category) => COURSES_PER_CATEGORY[category] ?? 7,
  materialsOf,
  describe: (id, category, index) => ({
    name: NAMED[id] ?? `${category.name}专题${index + 1}`,
    photo: `https://cdn.example.edu/hzvtc/${id}.svg`,
    intro: `<p>关于<strong>${NAMED[id] ?? category.name}</strong>的课程</p><script>alert(1)</script>`,
  }),
  totalTime: (materials) => (materials.length ? "00:45:00" : "00:00:00"),
});

/** 25 reviews on 28001 (three pages of 10), none elsewhere. */
const reviews = siteReviews({
  courseId: 28001,
  count: 25,
  firstUser: 100,
  userName: (index) => `同学${index + 1}`,
  content: (index) => `第${index + 1}条评价：讲得很清楚`,
});

export const resetSiteReviews = reviews.reset;
export const siteReviewStore = reviews.all;

export const handlers: RequestHandler[] = publicSiteHandlers({
  school: COLLEGE,
  ownsCourse: (id) => id >= 28001 && id <= 28199,
  tree,
  courses: siteCourses,
  materialsOf,
  learnerToken: COLLEGE_TOKEN,
  otherTokens: [VALID_TOKEN],
  // 28003: the study ban.
  studyBan: 28003,
  reviews,
  reviewer: collegeUser,
});
