// Demo content of the science-contest page of school 100044 (public-sites §2.6, §6.1, §9): the category tree under
// root 363 (two levels, so the page's cascading filters show), the contest's science courses with fixed ids from
// 44001 (the range 44001–44099 is the contest's), all in the contest's class (getCourseList's class_name), and the
// media service's news (notices and reports). learner100044's enrolment in 44021, the first course of 物联网温室
// (3646), is disabled (status 3): on that filter the page sets the study ban (§4.3). One notice carries a hostile
// <script>, an onerror and a javascript: link that the portal's sanitizer must remove.

import type { SiteCategory, SiteContent, SiteCourse } from "./resource-site-100028";

export const CONTEST_SCHOOL = "100044";
export const CONTEST_ROOT = 363;
/** The class the contest's course list asks for (getCourseList class_name, §7.6). */
export const CONTEST_CLASS = "青少年智慧农业科普大赛";
/** The first course of 3646, whose enrolment of learner100044 is disabled (the study-ban variant). */
export const CONTEST_BANNED_CATEGORY = 3646;
export const CONTEST_BANNED_COURSE = 44021;
export const CONTEST_BANNED_USER = "learner100044";

const teachers = ["唐慧", "俞茶", "雷鸣", "周欣"];
const outline = (t: string) => [`认识${t}`, `${t}的科学原理`, `动手实践：${t}`, `${t}与未来农业`];

/** In sort order among siblings; 363's first three children are the learning area's (demo/categories.ts). */
export const contestCategories: SiteCategory[] = [
  { id: 363, name: "农业科普", parentId: 0, cover: "nature.svg" },
  { id: 3631, name: "作物科学", parentId: 363 },
  {
    id: 3641,
    name: "水稻种植",
    parentId: 3631,
    about: "稻田是最好的课堂：从浸种育秧到收割归仓，跟着农技老师走完水稻的一生。",
    teachers,
    outline,
  },
  {
    id: 3642,
    name: "茶文化",
    parentId: 3631,
    about: "一片茶叶里藏着植物学、化学和千年的农耕智慧。",
    teachers,
    outline,
  },
  { id: 3632, name: "畜牧养殖", parentId: 363, cover: "health.svg" },
  {
    id: 3643,
    name: "家禽养殖",
    parentId: 3632,
    about: "走进生态养殖场，观察家禽的生长、饲养与防疫。",
    teachers,
    outline,
  },
  {
    id: 3644,
    name: "水产养殖",
    parentId: 3632,
    about: "稻田养鱼、池塘养虾，认识水产养殖中的生态循环。",
    teachers,
    outline,
  },
  {
    id: 3633,
    name: "食品与营养",
    parentId: 363,
    cover: "health.svg",
    about: "食物从田间到餐桌要经过哪些环节？怎样吃得安全、吃得健康？",
    teachers,
    outline,
  },
  { id: 3634, name: "智慧农业", parentId: 363, cover: "skills.svg" },
  {
    id: 3645,
    name: "无人机植保",
    parentId: 3634,
    about: "无人机飞上田野，精准喷洒、巡田测产，让种地变得更聪明。",
    teachers,
    outline,
  },
  {
    id: 3646,
    name: "物联网温室",
    parentId: 3634,
    about: "传感器、自动灌溉和补光灯：温室里的作物由数据来照顾。",
    teachers,
    outline,
  },
];

const course = (
  id: number,
  categoryId: number,
  name: string,
  topic: string,
  summary: string,
  extra: Partial<SiteCourse> = {},
): SiteCourse => ({ id, categoryId, name, topic, summary, className: CONTEST_CLASS, ...extra });

export const contestCourses: SiteCourse[] = [
  course(
    44001,
    3641,
    "一粒种子的旅行：水稻的一生",
    "水稻生长",
    "从一粒稻种发芽到稻穗低垂，认识水稻生长的各个时期。",
  ),
  course(44002, 3641, "稻田里的生态系统", "稻田生态", "青蛙、蜘蛛和害虫的故事：稻田是一个热闹的生态系统。"),
  course(44003, 3641, "杂交水稻的奥秘", "杂交水稻", "袁隆平爷爷的禾下乘凉梦：杂交水稻为什么能高产？"),
  course(44004, 3642, "茶叶是怎样炒成的", "制茶工艺", "采摘、摊青、杀青、揉捻、干燥，看一片鲜叶变成香茶。", {
    word: true,
  }),
  course(44005, 3642, "茶树的四季", "茶树栽培", "茶树喜欢什么样的土壤和气候？一年四季茶园里在忙什么？"),
  course(44006, 3643, "小鸡破壳记", "孵化", "二十一天的孵化过程里，鸡蛋里发生了什么变化？"),
  course(44007, 3643, "生态养鸡场探秘", "生态养殖", "林下散养与规模化养殖有什么不同？"),
  course(44008, 3644, "稻田养鱼的智慧", "稻鱼共生", "鱼吃虫、鱼粪肥田：浙江青田稻鱼共生系统的科学道理。"),
  course(44009, 3644, "小龙虾的成长日记", "水产养殖", "从虾苗到餐桌，认识水质、饲料与蜕壳。", { word: true }),
  course(44010, 3633, "从田野到餐桌", "食物链", "一颗西红柿要走多远才能来到我们的餐桌？"),
  course(44011, 3633, "吃出健康：青少年营养课", "膳食营养", "认识膳食宝塔，学会为自己搭配一份营养午餐。"),
  course(44012, 3633, "食品安全小卫士", "食品安全", "看懂食品标签，辨别过期和变质的食物。", { word: true }),
  course(44013, 3645, "无人机飞上田野", "农业无人机", "植保无人机怎样规划航线、精准喷洒？"),
  course(44014, 3645, "卫星遥感看庄稼", "遥感测产", "从太空看农田：遥感图像里的庄稼长势。"),
  course(
    CONTEST_BANNED_COURSE,
    CONTEST_BANNED_CATEGORY,
    "物联网温室里的番茄",
    "物联网温室",
    "温度、湿度和光照由传感器实时监测，番茄在数据的照顾下长大。",
  ),
  course(44022, 3646, "自动灌溉系统设计", "智能灌溉", "用土壤湿度传感器和水泵，设计一个会自己浇水的花盆。"),
  course(44023, 3646, "植物工厂：不用土的农业", "无土栽培", "水培、雾培和LED补光：城市里的垂直农场。"),
];

export const contestSite: SiteContent = {
  school: CONTEST_SCHOOL,
  origin: "绿野农业科学学校",
  categories: contestCategories,
  courses: contestCourses,
  access: {
    open: "本课程向大赛参赛学生开放，登录后即可在线学习。",
    closed: "本课程仅面向已报名的学员开放。",
  },
  reviewed: {
    courseId: 44001,
    texts: [
      [5, "视频里的稻田太美了，我也想去农场看看。"],
      [4, "讲得很清楚，知道了水稻有分蘖期。"],
      [5, "和爸爸妈妈一起看完了，准备报名比赛！"],
    ],
    reviewers: ["learner100044", "learner", "learner2"],
  },
};

export type DemoNews = { id: number; type: "notice" | "report"; name: string; html: string };

/** The media service's news, in list order: 7 notices (two pages of 5 would need page 2) and 4 reports. */
export const contestNews: DemoNews[] = [
  {
    id: 901,
    type: "notice",
    name: "关于举办2024年青少年智慧农业科普大赛的通知",
    html:
      "<h3>一、大赛主题</h3><p>走进智慧农业，种下科学梦想。</p>" +
      "<h3>二、参赛对象</h3><p>全市中小学生，分<strong>小学低年级组</strong>（1—3年级）、" +
      "<strong>小学高年级组</strong>（4—6年级）和<strong>初中组</strong>。</p>" +
      "<h3>三、赛程安排</h3><ol><li>报名：6月10日至7月8日</li><li>初赛（线上答题）：7月9日至7月11日</li>" +
      "<li>复赛（视频提交）：7月15日至8月24日</li><li>决赛：9月20日</li></ol>",
  },
  {
    id: 902,
    type: "notice",
    name: "大赛报名须知",
    html:
      "<p>报名采用<em>手机号+验证码</em>方式登录，账号密码登录无效。</p>" +
      '<p>报名链接请在页面底部复制。<img src="/static/covers/nature.svg" alt="农场" onerror="alert(1)"></p>' +
      '<script>alert("xss")</script><p><a href="javascript:alert(2)">点击这里</a>查看常见问题。</p>',
  },
  {
    id: 903,
    type: "notice",
    name: "初赛线上答题说明",
    html:
      "<p>初赛为线上答题，限时<strong>30分钟</strong>，每人仅有<strong>一次</strong>答题机会。</p>" +
      "<ul><li>答题时间：7月9日至7月11日</li><li>请提前检查网络与设备</li></ul>",
  },
  {
    id: 904,
    type: "notice",
    name: "复赛作品提交要求",
    html:
      "<p>复赛提交科普讲解视频：MP4格式，分辨率不低于1080P，大小不超过1GB，时长6至8分钟，" +
      "其中自我介绍不超过1分钟。</p><p>提交时间：7月15日至8月24日。</p>",
  },
  {
    id: 905,
    type: "notice",
    name: "农场研学活动安排",
    html: "<p>6月22日、7月8日组织两场农场研学活动，名额有限，先到先得。</p>",
  },
  {
    id: 906,
    type: "notice",
    name: "决赛入围名单公示",
    html: "<p>决赛入围名单将于9月6日公示，公示期三天。</p>",
  },
  {
    id: 907,
    type: "notice",
    name: "决赛直播预告",
    html: '<p>决赛于9月20日举行，<strong>9:20</strong>起全程直播。</p><p><a href="https://example.org/live">直播入口</a></p>',
  },
  {
    id: 951,
    type: "report",
    name: "千名学子走进智慧农场",
    html:
      '<p><img src="/static/covers/nature.svg" alt="学生参观智慧农场" width="320" height="180"></p>' +
      "<p>6月22日，来自全市的近千名中小学生走进智慧农场，观察无人机植保作业，体验物联网温室。</p>",
  },
  {
    id: 952,
    type: "report",
    name: "初赛圆满结束，三千余名选手参赛",
    html: "<p>7月9日至11日，大赛初赛在线上举行，共有<strong>3216</strong>名选手参加答题。</p>",
  },
  {
    id: 953,
    type: "report",
    name: "专家走进课堂：讲述杂交水稻的故事",
    html:
      "<blockquote>“科学种田，要从小种下一颗好奇的种子。”</blockquote>" +
      "<p>农业专家为同学们讲述杂交水稻的研究历程。</p>",
  },
  {
    id: 954,
    type: "report",
    name: "复赛作品展播",
    html: "<p>优秀复赛作品展播中。</p><table><tr><th>组别</th><th>作品数</th></tr><tr><td>初中组</td><td>412</td></tr></table>",
  },
];
