// The party site's four training projects (public-sites §2.5, §3 'Project (fixed content)'): the tenant's own
// content, in its language. Read by loaders only, so the speakers' bios never travel in the pages' JavaScript;
// the pages get the project they show as loader data. The speakers and schools are fictional.

import type { ProjectIndex } from "./party-site";
import type { ContentImage } from "./party-site-content";

const IMAGES = "/center/sites/party";

export type Speaker = {
  name: string;
  school: string;
  position: string;
  /** The lecture the speaker gives in the project. */
  lecture: string;
  bio: string;
};

/** One of the four training projects (§2.5, §3 'Project (fixed content)'). */
export type PartyProject = {
  index: ProjectIndex;
  name: string;
  /**
   * The upstream class whose courses the project lists (getCourseList's class_name, which adds total_time).
   * The reference upstream is seeded with exactly these strings.
   */
  className: string;
  cover: ContentImage;
  banner: ContentImage;
  /** Who the project is for (§3 'target'). */
  target: string;
  /** The 'training background' tab. */
  background: readonly string[];
  /** The 'training goal' tab. */
  goal: readonly string[];
  /** The expert carousel: 4 slides (§2.5). */
  speakers: readonly Speaker[];
  /** The other projects the page links to. */
  related: readonly ProjectIndex[];
};

export const PARTY_PROJECTS: readonly PartyProject[] = [
  {
    index: 0,
    name: "本科生入党启蒙教育",
    className: "本科生入党启蒙教育",
    cover: { src: `${IMAGES}/project-0-cover.svg`, alt: "本科生入党启蒙教育：翻开的书本" },
    banner: { src: `${IMAGES}/project-0-banner.svg`, alt: "本科生入党启蒙教育项目横幅" },
    target: "有入党意愿、尚未递交入党申请书的本科一、二年级学生。",
    background: [
      "大学阶段是青年学生世界观、人生观、价值观形成的关键时期。许多新生对党的认识还停留在课本上，对入党的意义、条件和程序了解不多。",
      "入党启蒙教育帮助学生在递交入党申请书之前系统了解党的历史、性质和宗旨，端正入党动机，把入党愿望建立在正确认识的基础上。",
    ],
    goal: [
      "了解中国共产党的性质、宗旨、指导思想和奋斗目标。",
      "知晓入党的基本条件和程序，学会规范地撰写入党申请书。",
      "树立正确的入党动机，把个人成长与国家发展结合起来。",
    ],
    speakers: [
      {
        name: "周若岚",
        school: "明湖大学马克思主义学院",
        position: "教授、博士生导师",
        lecture: "为什么要入党：从百年党史看初心使命",
        bio: "长期从事中共党史与思想政治教育研究，主讲省级一流本科课程“中国近现代史纲要”，出版专著三部。",
      },
      {
        name: "韩志远",
        school: "东湖师范大学党委组织部",
        position: "副部长",
        lecture: "入党申请书怎么写",
        bio: "从事高校党建与组织工作十余年，参与编写《大学生入党知识读本》，多次为新生作入党启蒙报告。",
      },
      {
        name: "沈佳怡",
        school: "钱塘理工学院学生工作部",
        position: "辅导员、讲师",
        lecture: "新时代大学生的理想与担当",
        bio: "全省高校优秀辅导员，带领学生党支部获评全国党建工作样板支部，擅长朋辈教育与案例教学。",
      },
      {
        name: "陆振华",
        school: "东湖区委党校",
        position: "党史教研室主任、副教授",
        lecture: "走近红船：中国共产党从这里出发",
        bio: "研究方向为浙江地方党史，主持红色资源育人课题多项，开发“红船精神”现场教学线路。",
      },
    ],
    related: [1, 2, 3],
  },
  {
    index: 1,
    name: "入党积极分子教育",
    className: "入党积极分子教育",
    cover: { src: `${IMAGES}/project-1-cover.svg`, alt: "入党积极分子教育：飘扬的旗帜" },
    banner: { src: `${IMAGES}/project-1-banner.svg`, alt: "入党积极分子教育项目横幅" },
    target: "经党支部确定的入党积极分子。",
    background: [
      "按照《中国共产党发展党员工作细则》，入党积极分子确定后须接受党组织的培养教育和考察，培养期一般不少于一年。",
      "线上培训与支部培养联系人的日常培养相结合，使积极分子的学习不受时间和地点限制，学习记录可作为考察的参考。",
    ],
    goal: [
      "系统学习党的基本理论、基本路线和党章党规。",
      "加深对党的光荣传统和优良作风的理解，提高党性修养。",
      "在学习、工作和生活中发挥先锋示范作用，自觉接受组织考察。",
    ],
    speakers: [
      {
        name: "林远帆",
        school: "明湖大学公共管理学院",
        position: "副教授",
        lecture: "党章导读：党员的标准与义务",
        bio: "研究党内法规与基层治理，为多所高校积极分子培训班授课，编写党章学习辅导材料。",
      },
      {
        name: "唐晓雯",
        school: "东湖师范大学马克思主义学院",
        position: "教授",
        lecture: "马克思主义基本原理与当代中国",
        bio: "国家级一流课程主讲教师之一，研究马克思主义中国化，著有《原理课的问题式教学》。",
      },
      {
        name: "郑国栋",
        school: "云溪职业技术学院",
        position: "党委副书记",
        lecture: "在实践中锤炼：积极分子如何发挥作用",
        bio: "长期分管学生党建工作，推动“党员先锋岗”进实训车间，所在学院获评省级党建示范高校。",
      },
      {
        name: "方嘉宁",
        school: "东湖区委党校",
        position: "讲师",
        lecture: "党的优良作风与群众路线",
        bio: "主讲党性教育专题课程，组织学员赴基层开展调研实践，撰写的教学案例入选省党校系统精品案例。",
      },
    ],
    related: [0, 2, 3],
  },
  {
    index: 2,
    name: "发展对象培训",
    className: "发展对象培训",
    cover: { src: `${IMAGES}/project-2-cover.svg`, alt: "发展对象培训：拾级而上的台阶" },
    banner: { src: `${IMAGES}/project-2-banner.svg`, alt: "发展对象培训项目横幅" },
    target: "经支部委员会讨论确定、报上级党委备案的发展对象。",
    background: [
      "发展对象在被发展为预备党员之前，必须经过集中培训，培训时间一般不少于三天或不少于二十四个学时。",
      "本项目以线上课程承担集中培训的理论学习部分，课程覆盖党的基本知识、党的纪律和入党程序，学完后参加在线结业考试。",
    ],
    goal: [
      "全面掌握党的基本知识，理解党的纪律和规矩。",
      "熟悉从发展对象到预备党员的程序和要求，做好政治审查和入党材料准备。",
      "进一步端正入党动机，坚定理想信念，以党员标准严格要求自己。",
    ],
    speakers: [
      {
        name: "许明哲",
        school: "明湖大学党委党校",
        position: "常务副校长、教授",
        lecture: "坚定理想信念，筑牢精神之基",
        bio: "从事党校教育工作二十余年，主讲理想信念教育专题，所授课程多次获评优秀课程。",
      },
      {
        name: "吴婧",
        school: "钱塘理工学院纪委",
        position: "副书记",
        lecture: "纪律是党员的生命线",
        bio: "长期从事纪检监察与廉洁教育工作，编写高校廉洁教育案例集，经常深入支部开展警示教育。",
      },
      {
        name: "丁一鸣",
        school: "东湖师范大学党委组织部",
        position: "组织科科长",
        lecture: "发展党员程序全解：从发展对象到预备党员",
        bio: "负责学校发展党员工作的审核与指导，熟悉发展党员各环节材料规范，参与修订学校发展党员工作实施细则。",
      },
      {
        name: "黄书涵",
        school: "云溪职业技术学院马克思主义学院",
        position: "院长、教授",
        lecture: "全心全意为人民服务的根本宗旨",
        bio: "研究方向为思想政治教育，主持省哲学社会科学规划课题，获省高校教学成果奖一等奖。",
      },
    ],
    related: [0, 1, 3],
  },
  {
    index: 3,
    name: "预备党员锤炼教育",
    className: "预备党员锤炼教育",
    cover: { src: `${IMAGES}/project-3-cover.svg`, alt: "预备党员锤炼教育：圆环中的五角星" },
    banner: { src: `${IMAGES}/project-3-banner.svg`, alt: "预备党员锤炼教育项目横幅" },
    target: "处于预备期的预备党员。",
    background: [
      "预备期是党组织对预备党员进一步教育和考察的重要阶段，预备期为一年。",
      "锤炼教育把理论学习、组织生活和岗位实践结合起来，帮助预备党员在思想上、行动上尽快成为一名合格党员，为按期转正打好基础。",
    ],
    goal: [
      "牢固树立党员意识，认真履行党员义务，正确行使党员权利。",
      "规范参加党的组织生活，熟悉“三会一课”等基本制度。",
      "在岗位上践行初心使命，按要求做好转正申请与思想汇报。",
    ],
    speakers: [
      {
        name: "程立新",
        school: "东湖区委党校",
        position: "副校长、教授",
        lecture: "从“入党”到“入心”：预备期的思想锤炼",
        bio: "长期研究党员教育管理，主讲党员党性修养专题，主持编写基层党员教育培训教材。",
      },
      {
        name: "邵雨桐",
        school: "明湖大学学生党建工作中心",
        position: "主任",
        lecture: "“三会一课”与规范的组织生活",
        bio: "指导百余个学生党支部开展标准化规范化建设，总结的支部工作法在省内高校推广。",
      },
      {
        name: "潘浩然",
        school: "钱塘理工学院机械工程学院",
        position: "党委书记、教授级高工",
        lecture: "把党员先锋岗设在一线",
        bio: "曾在企业从事技术研发多年，带领师生党员服务地方制造企业技术攻关，获省级优秀共产党员称号。",
      },
      {
        name: "何清扬",
        school: "东湖师范大学马克思主义学院",
        position: "讲师",
        lecture: "思想汇报与转正申请的写作",
        bio: "研究高校党员发展质量评价，为学生党员开设写作指导工作坊，编有《思想汇报写作指导》。",
      },
    ],
    related: [0, 1, 2],
  },
];

/** The project of an index (§2.5); the route has already refused any other index. */
export function partyProject(index: ProjectIndex): PartyProject {
  const project = PARTY_PROJECTS.find((candidate) => candidate.index === index);
  if (!project) throw new Error(`no party project ${index}`);
  return project;
}
