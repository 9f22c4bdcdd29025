// Demo content of the study-trip page (public-sites §2.7, §7.6, §9; docs/design.md §9) of the two study-trip schools
// (decision 013). School 100035 lists categories 92 (研学行前课, preparation), 93 (名师课堂, famous teachers) and 94
// (多元助学, multi-aide); school 100046 the same three sections as 3481, 3482 and 3483 (top-level categories of its
// own, outside its my-courses root 346). Courses have fixed ids (35001–35099, 46001–46099); tools and materials are
// files committed under static/study-trip/<school>/ (decision 047). Every course is open: any logged-in
// user of its school may study it.

import type { SiteCategory, SiteContent } from "./resource-site-100028";

/** The list categories of each school, in the order of the page's sections (decision 013). */
export const STUDY_TRIP_CATEGORIES = {
  "100035": { trip: 92, famous: 93, aide: 94 },
  "100046": { trip: 3481, famous: 3482, aide: 3483 },
} as const;

const outline =
  (...parts: ((t: string) => string)[]) =>
  (t: string) =>
    parts.map((p) => p(t));

/** The three sections' categories of a school (the same names, outlines and teachers for both). */
function studyTripCategories(ids: { trip: number; famous: number; aide: number }): SiteCategory[] {
  return [
    {
      id: ids.trip,
      name: "研学行前课",
      parentId: 0,
      cover: "travel.svg",
      about: "出发之前先上课：了解目的地的历史地理，明确研学任务，掌握安全常识，做到有备而行。",
      teachers: ["周明远", "沈佳怡", "钱立新"],
      outline: outline(
        (t) => `${t}：我们要去哪里`,
        () => "研学任务与分组分工",
        () => "安全须知与应急演练",
        () => "行前准备清单",
      ),
    },
    {
      id: ids.famous,
      name: "名师课堂",
      parentId: 0,
      cover: "teaching.svg",
      about: "特级教师、学科带头人和博物馆研究员走进研学课堂，带领学生带着问题看、带着方法学。",
      teachers: ["王海燕（特级教师）", "陈国华（省学科带头人）", "李清源（博物馆研究员）"],
      outline: outline(
        (t) => `名师导读：${t}`,
        () => "现场观察的方法",
        () => "问题探究与小组讨论",
      ),
    },
    {
      id: ids.aide,
      name: "多元助学",
      parentId: 0,
      cover: "nature.svg",
      about: "研学手册填写、影像记录、成果汇报等助学微课，帮助学生把所见所闻变成自己的研究成果。",
      teachers: ["赵雨桐", "孙志强"],
      outline: outline(
        (t) => `${t}入门`,
        () => "范例赏析",
        () => "动手练习",
      ),
    },
  ];
}

const access = {
  open: "本课程面向本校研学学员开放，登录后即可在线学习。",
  closed: "本课程仅面向已报名的研学学员开放。",
};

export const studyTrip100035: SiteContent = {
  school: "100035",
  origin: "西溪研学实践教育基地",
  categories: studyTripCategories(STUDY_TRIP_CATEGORIES["100035"]),
  courses: [
    {
      id: 35001,
      categoryId: 92,
      name: "走进西溪湿地：行前第一课",
      topic: "西溪湿地",
      summary: "认识城市湿地的生态价值，明确湿地研学的观察任务。",
    },
    {
      id: 35002,
      categoryId: 92,
      name: "良渚古城遗址研学行前指导",
      topic: "良渚古城遗址",
      summary: "五千年文明实证之地，出发前先读懂玉琮、水坝与古城。",
    },
    {
      id: 35003,
      categoryId: 92,
      name: "研学旅行安全教育",
      topic: "研学旅行安全",
      summary: "交通、饮食、户外活动和集体出行的安全要点。",
      full: true,
    },
    {
      id: 35004,
      categoryId: 92,
      name: "京杭大运河（杭州段）研学导引",
      topic: "京杭大运河",
      summary: "从拱宸桥到富义仓，读懂一条河与一座城的千年故事。",
    },
    {
      id: 35005,
      categoryId: 92,
      name: "龙井茶乡研学准备",
      topic: "龙井茶乡",
      summary: "采茶、炒茶体验前的茶文化与劳动安全准备。",
      word: true,
    },
    {
      id: 35011,
      categoryId: 93,
      name: "名师带你读《西湖游记》",
      topic: "西湖游记",
      summary: "语文特级教师带领学生以文观景、以景悟文。",
    },
    {
      id: 35012,
      categoryId: 93,
      name: "跟着地理名师看钱塘江大潮",
      topic: "钱塘江大潮",
      summary: "从天体运行到河口地形，解释“天下第一潮”的成因。",
    },
    {
      id: 35013,
      categoryId: 93,
      name: "博物馆里的中国：浙江省博物馆专场",
      topic: "浙江省博物馆",
      summary: "博物馆研究员讲解馆藏精品，教你如何看懂一件文物。",
    },
    {
      id: 35014,
      categoryId: 93,
      name: "宋韵文化名师讲堂",
      topic: "宋韵文化",
      summary: "南宋临安城的市井生活、科技与艺术。",
    },
    {
      id: 35021,
      categoryId: 94,
      name: "研学手册填写指导",
      topic: "研学手册",
      summary: "观察记录、访谈提纲和反思日记的写法。",
      word: true,
    },
    {
      id: 35022,
      categoryId: 94,
      name: "研学摄影与视频记录",
      topic: "研学影像记录",
      summary: "用手机拍出有信息量的研学照片和短视频。",
    },
    {
      id: 35023,
      categoryId: 94,
      name: "研学成果汇报与展示",
      topic: "研学成果汇报",
      summary: "从资料整理到展板设计、现场汇报的完整流程。",
    },
  ],
  access,
  reviewed: {
    courseId: 35001,
    texts: [
      [5, "课程讲得很清楚，出发前心里有底了。"],
      [4, "湿地观察任务单很实用，希望多些鸟类图片。"],
      [5, "老师讲的安全要点都记住了，推荐同学们看。"],
    ],
    reviewers: ["learner100035", "learner"],
  },
};

export const studyTrip100046: SiteContent = {
  school: "100046",
  origin: "绍兴研学旅行实验学校",
  categories: studyTripCategories(STUDY_TRIP_CATEGORIES["100046"]),
  courses: [
    {
      id: 46001,
      categoryId: 3481,
      name: "鲁迅故里研学行前课",
      topic: "鲁迅故里",
      summary: "百草园、三味书屋和咸亨酒店：走进鲁迅笔下的绍兴。",
    },
    {
      id: 46002,
      categoryId: 3481,
      name: "兰亭书法研学准备",
      topic: "兰亭",
      summary: "了解《兰亭集序》与书法史，准备临帖体验。",
    },
    {
      id: 46003,
      categoryId: 3481,
      name: "绍兴古城水乡安全须知",
      topic: "水乡出行安全",
      summary: "乘船、临水、老街人流中的安全要点。",
      word: true,
    },
    {
      id: 46011,
      categoryId: 3482,
      name: "名师解读《从百草园到三味书屋》",
      topic: "从百草园到三味书屋",
      summary: "语文名师带你在实地重读经典课文。",
    },
    {
      id: 46012,
      categoryId: 3482,
      name: "大禹治水与绍兴水利",
      topic: "大禹治水",
      summary: "从大禹陵到古纤道，历史名师讲治水智慧。",
    },
    {
      id: 46021,
      categoryId: 3483,
      name: "黄酒酿造研学记录单",
      topic: "黄酒酿造观察",
      summary: "工坊参观中的观察、提问与记录方法。",
      word: true,
    },
  ],
  access,
  reviewed: {
    courseId: 46001,
    texts: [[5, "去之前看一遍，到了百草园感觉特别亲切。"]],
    reviewers: ["learner100046"],
  },
};

/** A school's tools and materials (ids fixed; `file` under static/study-trip/, the listed path). */
export type StudyTripMaterial = { id: number; school: string; name: string; file: string };

export const studyTripMaterials: StudyTripMaterial[] = [
  { id: 3501, school: "100035", name: "研学旅行安全手册.pdf", file: "100035/safety-handbook.pdf" },
  { id: 3502, school: "100035", name: "西溪湿地研学任务单.txt", file: "100035/xixi-task-sheet.txt" },
  { id: 3503, school: "100035", name: "研学行程表.pdf", file: "100035/itinerary.pdf" },
  { id: 3504, school: "100035", name: "研学日记模板.txt", file: "100035/journal-template.txt" },
  { id: 4601, school: "100046", name: "鲁迅故里研学手册.pdf", file: "100046/luxun-handbook.pdf" },
  { id: 4602, school: "100046", name: "兰亭临帖练习说明.txt", file: "100046/lanting-practice.txt" },
];
