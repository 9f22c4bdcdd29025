// The science-contest page's fixed content (public-sites §1, §2.6, §5): what the organisers edit, kept out of the
// components. The interface texts are in the catalogues (`contest.*`); this is the organisers' own content, in
// their language, like course names. The farm, people and links are fictional.

import type { ContestStage } from "./contest";

const IMAGES = "/center/sites/contest";

export type ContestStageContent = {
  stage: ContestStage;
  name: string;
  /** The dates of §4.4 as announced. */
  dates: string;
  /** What happens in the stage (§5's rules and dates). */
  points: string[];
};

export type FarmItem = {
  thumb: { src: string; alt: string };
  title: string;
  text: string;
  /** §3/§4.5: showType 1 expanded, 2 collapsed — how the item first shows. */
  showType: 1 | 2;
};

export type PastActivity = { name: string; text: string[] };

export const CONTEST_CONTENT = {
  name: "2024年青少年智慧农业科普大赛",
  /** The class the course list asks for (getCourseList class_name, §7.6). */
  className: "青少年智慧农业科普大赛",
  banner: {
    src: `${IMAGES}/banner.svg`,
    alt: "大赛横幅：阳光下层层稻田，一台绿色拖拉机在田间，近处是金黄的麦穗",
    slogan: "走进智慧农业，种下科学梦想",
  },
  organiser: "绿野农业科学学校 · 绿野智慧农场",
  /** The registration link the page offers to copy (§2.6). */
  registrationUrl: "https://contest.example.org/clnyy/2024/signup",
  groups: ["小学低年级组（1—3年级）", "小学高年级组（4—6年级）", "初中组"],
  stages: [
    {
      stage: 1,
      name: "报名",
      dates: "6月10日—7月8日",
      points: [
        "报名采用手机号+验证码登录，账号密码登录不能用于报名。",
        "6月22日、7月8日各举办一场农场研学活动。",
      ],
    },
    {
      stage: 2,
      name: "初赛",
      dates: "7月9日—7月12日",
      points: ["线上答题时间：7月9日至7月11日。", "答题限时30分钟，每人仅有一次答题机会。"],
    },
    {
      stage: 3,
      name: "复赛",
      dates: "7月13日—9月6日",
      points: [
        "作品提交时间：7月15日至8月24日。",
        "视频须为MP4格式，分辨率不低于1080P，大小不超过1GB，时长6至8分钟，其中自我介绍不超过1分钟。",
        "9月6日公布决赛入围名单。",
      ],
    },
    {
      stage: 4,
      name: "决赛",
      dates: "9月7日—9月20日",
      points: ["决赛于9月20日举行，9:20起全程直播。"],
    },
  ] satisfies ContestStageContent[],
  awards: [
    "各组别设一等奖、二等奖、三等奖和优秀奖，颁发获奖证书。",
    "决赛选手获邀参加绿野智慧农场秋收研学营。",
    "设优秀指导教师奖和优秀组织奖。",
  ],
  farm: [
    {
      thumb: { src: `${IMAGES}/farm-1.svg`, alt: "稻田里立着一根带太阳能板的监测杆，上空飞着一架植保无人机" },
      title: "千亩智慧稻田",
      text:
        "农场拥有一千余亩高标准稻田，田间布设了土壤墒情、气象和虫情监测设备。" +
        "同学们可以在手机上看到每一块田的温度、湿度和长势，还能观看植保无人机按规划航线精准作业。",
      showType: 1,
    },
    {
      thumb: { src: `${IMAGES}/farm-2.svg`, alt: "拱形温室里一排排番茄挂着红色果实，地上铺着滴灌管" },
      title: "物联网温室",
      text:
        "温室里的番茄、黄瓜和草莓由传感器照看：温度高了自动开窗，土壤干了自动滴灌，阴雨天自动补光。" +
        "研学时同学们将亲手设计一个会自己浇水的小花盆。",
      showType: 2,
    },
    {
      thumb: { src: `${IMAGES}/farm-3.svg`, alt: "水田里的稻秧之间游着三条鱼" },
      title: "稻鱼共生示范区",
      text:
        "鱼在稻田里吃虫除草，鱼粪又成为稻子的肥料。示范区展示了这一传承千年的农业智慧，" +
        "也展示了现代水质监测如何让它更加高效。",
      showType: 2,
    },
  ] satisfies FarmItem[],
  past: [
    {
      name: "2023 春播季",
      text: [
        "2023年春，四百余名同学走进农场，跟着农技老师学习浸种、育秧和插秧。",
        "活动评选出“小小农技师”30名。",
      ],
    },
    {
      name: "2023 秋收季",
      text: ["金秋十月，同学们在稻田里体验收割，并用显微镜观察稻谷的结构。", "收获的稻米被送往社区食堂。"],
    },
    {
      name: "2023 科普大赛",
      text: ["首届科普大赛共有2100余名同学报名，决赛在农场现场举行。", "获奖作品在市科技馆展出一个月。"],
    },
  ] satisfies PastActivity[],
} as const;
