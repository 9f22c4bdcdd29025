// Demo content of the vocational college resource site (school 100028, segment hzvtc): its fixed categories
// (public-sites §2.2, §9) and courses with fixed ids from 28001, so that a banner can link to one. Every course is
// open (any logged-in user of the school may study it) except 28003, the study-ban course. 28001 is the flagship
// (18 materials, reviews on three pages); 28002 has no chapters yet ("课程建设中，敬请期待").

export const HZVTC_SCHOOL = "100028";
export const HZVTC_ORIGIN = "杭州职业技术学院";

export type SiteCategory = {
  id: number;
  name: string;
  parentId: number;
  /** A cover in static/covers for the courses of this category and those below it (the nearest one counts). */
  cover?: string;
  /** For a category with courses: a paragraph of their introductions. */
  about?: string;
  /** For a category with courses: its teachers, taken in turn. */
  teachers?: string[];
  /** For a category with courses: the chapter titles of a course on `topic` (a course uses the first 2 to 4). */
  outline?: (topic: string) => string[];
};

/** In sort order among siblings. */
export const hzvtcCategories: SiteCategory[] = [
  { id: 106, name: "文化传承", parentId: 0, cover: "hzvtc-culture.svg" },
  {
    id: 107,
    name: "非遗技艺",
    parentId: 106,
    cover: "hzvtc-craft.svg",
    about:
      "杭州是国家级非物质文化遗产项目最集中的城市之一。学院与市级非遗保护中心共建“非遗传承工作室”，邀请传承人走进课堂，" +
      "让学生在一招一式中读懂手艺背后的审美与坚守。",
    teachers: ["宋建华", "何丽萍", "陈志刚"],
    outline: (t) => [
      `${t}的历史渊源`,
      `${t}的工艺流程`,
      `传承人讲述：${t}的手艺与坚守`,
      `${t}的创新与当代设计`,
    ],
  },
  {
    id: 108,
    name: "诗词经典",
    parentId: 106,
    about:
      "经典是民族精神的源头活水。课程精选历代名篇，结合江南风物与当代职业生活进行解读，" +
      "配有诵读示范和课后阅读材料，帮助同学们在诵读中涵养品格、提升表达。",
    teachers: ["林婉清", "周文远"],
    outline: (t) => [`${t}：作品与时代`, `名篇精读`, `诵读示范与赏析`, `经典里的当代启示`],
  },
  {
    id: 109,
    name: "杭州记忆",
    parentId: 106,
    about:
      "从良渚古城到南宋临安，从大运河到西湖，杭州五千年的城市文脉就在同学们每天走过的街巷里。" +
      "课程以实地影像和史料讲述城市的变迁，适合作为城市文化实践活动的课前导学。",
    teachers: ["沈一帆", "吴晓岚"],
    outline: (t) => [`${t}概览`, `史料中的${t}`, `实地寻访`, `${t}的保护与传承`],
  },
  {
    id: 118,
    name: "传统节俗",
    parentId: 106,
    about:
      "节日和习俗是生活中的文化。课程梳理节俗的由来、礼仪和地方特色，介绍杭州人过节的老规矩和新风尚，" +
      "并给出在班级和社团中组织传统文化活动的建议。",
    teachers: ["吴晓岚", "林婉清"],
    outline: (t) => [`${t}的由来`, `${t}里的礼仪与讲究`, `杭州的地方风俗`, `传统节俗的当代表达`],
  },

  { id: 110, name: "价值引领", parentId: 0, cover: "hzvtc-value.svg" },
  {
    id: 111,
    name: "思政微课",
    parentId: 110,
    about:
      "思政微课由学院马克思主义学院的教师主讲，每讲十分钟左右，围绕青年学生关心的真问题展开，" +
      "把道理讲深、讲透、讲活，适合在课前、课后和碎片时间学习。",
    teachers: ["赵明哲", "许晴", "郑国栋"],
    outline: (t) => [`为什么要谈${t}`, `${t}的理论要点`, `案例研讨`, `青年行动指南`],
  },
  {
    id: 112,
    name: "榜样力量",
    parentId: 110,
    about:
      "榜样是看得见的价值观。课程通过人物专访、纪录片片段和同学们的学习心得，讲述不同行业中平凡而闪光的人，" +
      "引导大家向上向善、见贤思齐。",
    teachers: ["许晴", "郑国栋"],
    outline: (t) => [`人物档案：${t}`, `故事里的选择`, `访谈实录`, `我们能学到什么`],
  },
  {
    id: 113,
    name: "红色足迹",
    parentId: 110,
    about:
      "浙江是中国革命红船起航地。课程依托省内红色教育基地的现场教学资源，带领同学们重温党的光辉历程，" +
      "在历史现场感悟初心使命。",
    teachers: ["郑国栋", "赵明哲"],
    outline: (t) => [`${t}的历史背景`, `重要事件与人物`, `现场教学`, `精神传承与时代价值`],
  },

  { id: 121, name: "家国情怀", parentId: 0 },
  { id: 193, name: "强国建设", parentId: 121, cover: "hzvtc-power.svg" },
  {
    id: 122,
    name: "科技强国",
    parentId: 193,
    about:
      "科技自立自强是国家强盛之基。课程邀请行业专家和校友工程师，讲述重大科技工程背后的故事，" +
      "帮助同学们理解技术进步与每一个技术技能人才的关系。",
    teachers: ["钱浩然", "孙晓峰"],
    outline: (t) => [`${t}的发展历程`, `关键技术解读`, `工程师说`, `${t}与我们的专业`],
  },
  {
    id: 123,
    name: "制造强国",
    parentId: 193,
    about:
      "制造业是立国之本、强国之基。课程走进长三角的先进制造企业，展示从产品设计到智能产线的全过程，" +
      "讲述一线工程师和技术工人的创新实践。",
    teachers: ["孙晓峰", "钱浩然"],
    outline: (t) => [`${t}的现状与趋势`, `走进生产现场`, `技术工人的创新`, `未来岗位与技能需求`],
  },
  {
    id: 124,
    name: "农业强国",
    parentId: 193,
    about:
      "端牢中国饭碗，离不开农业科技和新型职业农民。课程介绍粮食安全、种业振兴与智慧农业的最新进展，" +
      "并走访省内的现代农业园区。",
    teachers: ["陆青禾", "钱浩然"],
    outline: (t) => [`${t}的意义`, `科技如何改变农业`, `园区走访`, `青年与乡村的未来`],
  },
  {
    id: 125,
    name: "法治中国",
    parentId: 193,
    about:
      "法治是最好的营商环境，也是青年成长的护身符。课程结合校园和职场中的真实案例，讲解宪法、民法典和劳动法律的基本知识，" +
      "引导同学们尊法学法守法用法。",
    teachers: ["方律言", "许晴"],
    outline: (t) => [`${t}的基本知识`, `案例解析`, `常见误区`, `依法维护自身权益`],
  },
  {
    id: 126,
    name: "之江风采",
    parentId: 193,
    about:
      "之江大地山海相依、人文荟萃。课程以影像纪录的方式呈现浙江的山水、人文和发展故事，" +
      "讲好家乡故事，增强同学们对这片土地的认同和热爱。",
    teachers: ["沈一帆", "陆青禾"],
    outline: (t) => [`走近${t}`, `${t}的发展故事`, `人物与风物`, `青年眼中的${t}`],
  },
  {
    id: 127,
    name: "浙江先行",
    parentId: 193,
    about:
      "浙江是“重要窗口”和共同富裕示范区。课程解读浙江在改革创新、数字化改革和共同富裕方面的先行探索，" +
      "并结合杭州的实践案例展开讨论。",
    teachers: ["赵明哲", "沈一帆"],
    outline: (t) => [`${t}的由来`, `政策要点解读`, `杭州实践案例`, `青年的参与和贡献`],
  },
  { id: 194, name: "美丽中国", parentId: 121, cover: "hzvtc-beauty.svg" },
  {
    id: 128,
    name: "绿水青山",
    parentId: 194,
    about:
      "“绿水青山就是金山银山”理念在浙江安吉余村提出。课程沿着浙江的山川湖泊，讲述生态保护与经济发展相互促进的生动实践。",
    teachers: ["陆青禾", "叶知秋"],
    outline: (t) => [`${t}的自然与人文`, `生态保护的做法`, `绿色发展的成效`, `我们可以做什么`],
  },
  {
    id: 129,
    name: "生态文明",
    parentId: 194,
    about:
      "生态文明建设关系人民福祉、关乎民族未来。课程介绍生态文明制度、生物多样性保护和环境治理的中国方案，" +
      "引导同学们树立人与自然和谐共生的理念。",
    teachers: ["叶知秋", "陆青禾"],
    outline: (t) => [`认识${t}`, `治理实践与成效`, `典型案例`, `从身边做起`],
  },
  {
    id: 130,
    name: "美丽乡村",
    parentId: 194,
    about:
      "从“千村示范、万村整治”到和美乡村，浙江的乡村发生了深刻变化。课程走进一个个村庄，" +
      "看环境整治、产业发展和乡风文明如何让乡村更美、农民更富。",
    teachers: ["陆青禾", "沈一帆"],
    outline: (t) => [`${t}的前世今生`, `村庄走访`, `产业与人才`, `青年下乡的故事`],
  },
  {
    id: 131,
    name: "绿色低碳",
    parentId: 194,
    about:
      "实现碳达峰碳中和是一场广泛而深刻的变革。课程用通俗的语言讲解能源转型和低碳技术，" +
      "并结合校园生活给出切实可行的节能减排建议。",
    teachers: ["叶知秋", "孙晓峰"],
    outline: (t) => [`${t}的基本概念`, `技术与产业`, `城市与校园里的实践`, `人人可为的行动`],
  },

  { id: 136, name: "职业精神", parentId: 0, cover: "hzvtc-profession.svg" },
  {
    id: 137,
    name: "劳模工匠",
    parentId: 136,
    about:
      "劳动创造幸福，实干成就伟业。课程走进劳模创新工作室和技能大师工作室，记录劳动模范和大国工匠的奋斗历程，" +
      "弘扬劳模精神、劳动精神和工匠精神。",
    teachers: ["徐卫东", "黄一鸣", "马春燕"],
    outline: (t) => [`${t}的成长之路`, `岗位上的绝活`, `访谈：${t}谈匠心`, `给青年学子的寄语`],
  },
  {
    id: 139,
    name: "职业素养",
    parentId: 136,
    about:
      "良好的职业素养是迈向职场的第一步。课程围绕职业道德、沟通协作和安全规范，结合企业导师的经验分享，" +
      "帮助同学们完成从学生到职业人的转变。",
    teachers: ["马春燕", "黄一鸣"],
    outline: (t) => [`${t}的基本要求`, `企业导师说`, `情景演练`, `自我评估与提升`],
  },

  { id: 195, name: "特色育人", parentId: 0, cover: "hzvtc-feature.svg" },
  {
    id: 200,
    name: "创新创业",
    parentId: 195,
    about:
      "学院建有大学生创业园和众创空间，每年孵化数十个学生创业项目。课程由创业导师和优秀创业校友主讲，" +
      "从发现问题到打磨项目，陪伴同学们迈出创新创业的第一步。",
    teachers: ["罗志远", "黄一鸣"],
    outline: (t) => [`${t}入门`, `项目打磨`, `路演与答辩`, `校友创业故事`],
  },
  {
    id: 201,
    name: "技能大赛",
    parentId: 195,
    about:
      "以赛促教、以赛促学是学院的育人特色。课程记录了学院选手备战全国职业院校技能大赛和世界技能大赛的过程，" +
      "展示赛场背后的汗水与成长。",
    teachers: ["徐卫东", "罗志远"],
    outline: (t) => [`${t}的赛项介绍`, `集训日记`, `赛场内外`, `选手与教练访谈`],
  },
  {
    id: 202,
    name: "产教融合",
    parentId: 195,
    about:
      "学院与杭州的龙头企业共建产业学院和实训基地，推行现代学徒制和订单培养。课程展示企业课堂、" +
      "真实项目和岗位实践，让同学们提前了解行业、认识岗位。",
    teachers: ["罗志远", "孙晓峰", "徐卫东"],
    outline: (t) => [`${t}的模式`, `走进合作企业`, `岗位实践`, `学生与导师说`],
  },

  { id: 152, name: "青春风采", parentId: 0, cover: "hzvtc-vita.svg" },
  {
    id: 153,
    name: "社团活动",
    parentId: 152,
    about:
      "学院有八十多个学生社团，涵盖文化艺术、科技创新、体育健身和公益服务。课程带你走进社团，看见不一样的校园生活。",
    teachers: ["唐悦", "章立"],
    outline: (t) => [`认识${t}`, `活动现场`, `社员说`, `如何加入`],
  },
  {
    id: 154,
    name: "志愿服务",
    parentId: 152,
    about:
      "奉献、友爱、互助、进步。学院志愿者活跃在亚运赛场、城市社区和山区学校，课程记录他们的服务故事，" +
      "并介绍志愿服务的基本知识和安全要点。",
    teachers: ["章立", "唐悦"],
    outline: (t) => [`${t}的由来`, `服务现场`, `志愿者说`, `志愿服务须知`],
  },
  {
    id: 155,
    name: "文体竞技",
    parentId: 152,
    about: "运动场上的拼搏和舞台上的绽放，都是青春最好的模样。课程回顾学院的体育赛事和文化艺术活动。",
    teachers: ["唐悦", "章立"],
    outline: (t) => [`${t}精彩瞬间`, `幕后故事`, `参与者说`],
  },
  {
    id: 156,
    name: "校园之星",
    parentId: 152,
    about: "每年评选的“校园之星”是在学习、技能、创新、公益等方面表现突出的同学，他们的故事激励着更多的人。",
    teachers: ["章立"],
    outline: (t) => [`${t}评选介绍`, `星光人物`, `他们的成长故事`],
  },
];

export type SiteCourse = {
  id: number;
  categoryId: number;
  name: string;
  /** What the chapters are about (the category's outline). */
  topic: string;
  /** The first paragraph of the introduction, also the abstract. */
  summary: string;
  /** Chapter titles; else the category's outline for the topic (2 to 4 chapters by the id). */
  chapters?: string[];
  /** Slides and documents only, no video (type 2 on the site). */
  word?: true;
  /** Not open: only enrolled users may study it (the study-ban course). */
  closed?: true;
  /** No chapters or materials yet. */
  empty?: true;
  /** A video, slides and a reading in every chapter (else a video, slides every second chapter, a reading last). */
  full?: true;
  /** Materials whose length is not recorded yet: the course's total_time is 00:00:00 (play disabled). */
  untimed?: true;
  /** The class (training project) whose list the course is in: getCourseList's `class_name`. */
  className?: string;
};

export const hzvtcCourses: SiteCourse[] = [
  // 107 非遗技艺
  {
    id: 28001,
    categoryId: 107,
    name: "西湖绸伞制作技艺",
    topic: "西湖绸伞",
    summary:
      "西湖绸伞以竹为骨、以绸为面，撑开如西湖荷叶，收拢似一段修竹，是国家级非物质文化遗产。本课程完整记录一把绸伞从选竹到成伞的十八道工序。",
    chapters: [
      "西湖绸伞的前世今生",
      "选竹与劈骨",
      "穿线与上伞面",
      "刷花与绘饰",
      "装柄与整形",
      "传承人工作室里的新设计",
    ],
    full: true,
  },
  {
    id: 28002,
    categoryId: 107,
    name: "杭绣：针法与图案",
    topic: "杭绣",
    summary:
      "杭绣曾是南宋宫廷刺绣的代表，以金银线盘绣和细腻的平针见长。课程将介绍杭绣的主要针法、经典图案和配色规律。",
    empty: true,
  },
  {
    id: 28003,
    categoryId: 107,
    name: "王星记扇子的髹漆与描金",
    topic: "王星记扇子",
    summary:
      "创立于清光绪年间的王星记扇庄，以黑纸扇的髹漆、描金和洒金工艺闻名。课程讲解一把黑纸扇从制骨、糊面到髹漆描金的全过程。",
    closed: true,
  },
  {
    id: 28004,
    categoryId: 107,
    name: "张小泉剪刀锻制技艺",
    topic: "张小泉剪刀",
    summary:
      "“张小泉”剪刀以镶钢均匀、锋利耐用著称。课程走进老字号的锻制车间，看一块钢坯如何经过七十二道工序成为一把好剪刀。",
  },
  {
    id: 28005,
    categoryId: 107,
    name: "杭州竹编：从篾片到器物",
    topic: "杭州竹编",
    summary:
      "从劈篾、刮篾到编织、收口，竹编艺人用最朴素的材料编出精巧的器物。课程跟随竹编艺人完成一只果篮的制作。",
  },
  {
    id: 28006,
    categoryId: 107,
    name: "西泠印社与篆刻入门",
    topic: "篆刻艺术",
    summary:
      "“天下第一名社”西泠印社坐落在孤山之麓。课程从印社的历史讲起，带领大家认识印石、刻刀和篆书，完成第一方姓名印。",
  },

  // 108 诗词经典
  {
    id: 28007,
    categoryId: 108,
    name: "诗经选读：风雅颂里的中国",
    topic: "《诗经》",
    summary:
      "《诗经》是中国最早的诗歌总集。课程选读《关雎》《蒹葭》《七月》等名篇，感受先民的劳动、爱情与家国。",
  },
  {
    id: 28008,
    categoryId: 108,
    name: "唐诗里的江南",
    topic: "江南唐诗",
    summary: "“江南好，风景旧曾谙。”课程以十首唐诗为线索，走进诗人笔下的烟雨江南与钱塘风物。",
  },
  {
    id: 28009,
    categoryId: 108,
    name: "宋词中的西湖",
    topic: "西湖宋词",
    summary: "从柳永的“三秋桂子，十里荷花”到辛弃疾的临安岁月，课程品读与西湖有关的宋词名篇。",
  },
  {
    id: 28010,
    categoryId: 108,
    name: "《论语》与职业人生",
    topic: "《论语》",
    summary: "“执事敬，与人忠。”课程精选《论语》中关于敬业、诚信和学习的篇章，结合职场案例进行解读。",
    word: true,
  },
  {
    id: 28011,
    categoryId: 108,
    name: "《孟子》选讲：浩然之气",
    topic: "《孟子》",
    summary:
      "课程选讲《孟子》中关于仁政、修身与担当的名段，体会“富贵不能淫，贫贱不能移，威武不能屈”的大丈夫气概。",
    word: true,
  },
  {
    id: 28012,
    categoryId: 108,
    name: "苏轼在杭州",
    topic: "苏轼",
    summary:
      "苏轼两度在杭州为官，疏浚西湖、修筑苏堤，留下三百多首诗词。课程讲述一位文人与一座城市的深厚情缘。",
  },
  {
    id: 28013,
    categoryId: 108,
    name: "白居易与钱塘湖",
    topic: "白居易",
    summary: "“最爱湖东行不足，绿杨阴里白沙堤。”课程讲述白居易任杭州刺史期间治理钱塘湖、写下传世诗篇的故事。",
  },
  {
    id: 28014,
    categoryId: 108,
    name: "元曲小令欣赏",
    topic: "元曲小令",
    summary: "元曲语言鲜活、情感真挚。课程赏析《天净沙·秋思》等名作，了解元代杂剧和散曲的艺术特色。",
    word: true,
  },
  {
    id: 28015,
    categoryId: 108,
    name: "经典诵读与朗诵技巧",
    topic: "经典诵读",
    summary: "课程由校朗诵团指导教师主讲，讲解气息、停连、重音和语气，帮助同学们把经典读得准、读得美。",
  },

  // 109 杭州记忆
  {
    id: 28016,
    categoryId: 109,
    name: "京杭大运河（杭州段）的前世今生",
    topic: "京杭大运河",
    summary:
      "大运河杭州段是世界文化遗产的重要组成部分。课程从拱宸桥出发，讲述运河漕运、沿岸街区和今天的运河文化带。",
  },
  {
    id: 28017,
    categoryId: 109,
    name: "南宋御街与临安城",
    topic: "南宋临安城",
    summary: "南宋定都临安一百四十余年，留下了御街、太庙和德寿宫遗址。课程带你复原一座宋代都城的日常生活。",
  },
  {
    id: 28018,
    categoryId: 109,
    name: "良渚文明：五千年前的杭州",
    topic: "良渚古城",
    summary:
      "良渚古城遗址实证了中华五千多年文明史。课程介绍玉琮、水利系统和古城格局，解读良渚申遗成功的意义。",
  },

  // 118 传统节俗
  {
    id: 28019,
    categoryId: 118,
    name: "二十四节气与农耕生活",
    topic: "二十四节气",
    summary: "二十四节气是中国人认识自然时序的智慧结晶。课程按四季讲解节气的物候、农事和饮食习俗。",
  },
  {
    id: 28020,
    categoryId: 118,
    name: "春节、清明与端午：节俗里的家国",
    topic: "传统节日",
    summary: "团圆、追思与纪念，传统节日承载着中国人的情感与价值。课程讲述三大节日的来历、礼俗和当代新风。",
    word: true,
  },
  {
    id: 28021,
    categoryId: 118,
    name: "杭州茶俗与龙井茶文化",
    topic: "龙井茶俗",
    summary: "“龙井问茶”是杭州的一张名片。课程介绍龙井茶的采制工艺、杭州人的饮茶习俗和以茶待客的礼仪。",
  },

  // 111 思政微课
  {
    id: 28022,
    categoryId: 111,
    name: "新时代青年的使命与担当",
    topic: "青年担当",
    summary:
      "新时代的中国青年生逢其时、重任在肩。课程结合青年榜样的成长经历，讨论如何把个人理想融入国家发展。",
  },
  {
    id: 28023,
    categoryId: 111,
    name: "社会主义核心价值观的日常践行",
    topic: "核心价值观",
    summary: "核心价值观不是口号，而在日常的一言一行中。课程用校园生活中的小故事讲清楚二十四个字的内涵。",
  },
  {
    id: 28024,
    categoryId: 111,
    name: "中国式现代化青年读本",
    topic: "中国式现代化",
    summary:
      "中国式现代化是人口规模巨大、全体人民共同富裕的现代化。课程用数据和案例解读它的中国特色与本质要求。",
  },
  {
    id: 28025,
    categoryId: 111,
    name: "“八八战略”与浙江发展",
    topic: "“八八战略”",
    summary: "“八八战略”是引领浙江发展的总纲领。课程梳理二十年来浙江在经济、生态、文化等方面的发展成就。",
  },
  {
    id: 28026,
    categoryId: 111,
    name: "网络素养与清朗空间",
    topic: "网络素养",
    summary: "课程讨论网络谣言、信息茧房和个人信息保护等问题，帮助同学们做理性、文明、守法的网民。",
    word: true,
  },
  {
    id: 28027,
    categoryId: 111,
    name: "诚信立身：从校园到职场",
    topic: "诚信",
    summary: "诚信是立身之本、从业之要。课程从考试诚信、学术规范讲到职场契约精神，分析真实案例中的得与失。",
  },

  // 112 榜样力量
  {
    id: 28028,
    categoryId: 112,
    name: "时代楷模的成长足迹",
    topic: "时代楷模",
    summary: "课程选取三位来自基层的时代楷模，讲述他们如何在平凡岗位上坚守初心、创造不平凡的业绩。",
  },
  {
    id: 28029,
    categoryId: 112,
    name: "最美浙江人故事汇",
    topic: "最美浙江人",
    summary: "最美司机、最美妈妈、最美教师……课程讲述一个个“最美浙江人”的故事，感受浙江大地上的善良与担当。",
  },
  {
    id: 28030,
    categoryId: 112,
    name: "身边的好人好事",
    topic: "身边好人",
    summary: "榜样就在身边。课程记录学院师生拾金不昧、见义勇为和长期助学的真实故事。",
  },
  {
    id: 28031,
    categoryId: 112,
    name: "青年科学家的奋斗故事",
    topic: "青年科学家",
    summary: "他们在实验室里一待就是十年。课程讲述几位青年科研工作者攻克关键技术难题的奋斗历程。",
  },
  {
    id: 28032,
    categoryId: 112,
    name: "逆行者：抗疫一线的青年力量",
    topic: "抗疫青年",
    summary:
      "在抗击疫情的日子里，许多“90后”“00后”挺身而出。课程记录医护人员、社区工作者和青年志愿者的逆行身影。",
  },
  {
    id: 28033,
    categoryId: 112,
    name: "大山里的乡村教师",
    topic: "乡村教师",
    summary: "课程讲述扎根浙西山区三十年的乡村教师的故事，看一个人如何改变一所学校、一群孩子的命运。",
  },

  // 113 红色足迹
  {
    id: 28034,
    categoryId: 113,
    name: "红船精神与建党初心",
    topic: "红船精神",
    summary: "从上海石库门到嘉兴南湖红船，课程讲述中国共产党诞生的历史，解读“开天辟地、敢为人先”的首创精神。",
  },
  {
    id: 28035,
    categoryId: 113,
    name: "浙江革命老区寻访",
    topic: "浙江革命老区",
    summary: "课程走进浙西南革命根据地等红色教育基地，聆听老区的革命故事，感受老区人民的牺牲与奉献。",
  },
  {
    id: 28036,
    categoryId: 113,
    name: "党史百年微讲堂",
    topic: "党史百年",
    summary: "课程以十个关键时间节点为线索，讲述中国共产党百年奋斗的重大成就和历史经验。",
  },

  // 122 科技强国
  {
    id: 28037,
    categoryId: 122,
    name: "从“天宫”到“嫦娥”：中国航天",
    topic: "中国航天",
    summary: "从第一颗人造卫星到空间站建成，课程回顾中国航天七十年的跨越，讲解载人航天和探月工程的关键技术。",
  },
  {
    id: 28038,
    categoryId: 122,
    name: "北斗导航与我们的生活",
    topic: "北斗导航",
    summary: "北斗卫星导航系统已服务全球。课程讲解卫星导航的原理，并介绍北斗在交通、农业和应急救援中的应用。",
  },
  {
    id: 28039,
    categoryId: 122,
    name: "数字中国：5G与工业互联网",
    topic: "5G与工业互联网",
    summary: "课程走进杭州的工业互联网平台企业，看5G、云计算和大数据如何让工厂变得更聪明。",
  },
  {
    id: 28040,
    categoryId: 122,
    name: "人工智能的中国实践",
    topic: "人工智能",
    summary: "从城市大脑到智能质检，课程介绍人工智能在城市治理和制造业中的落地案例，讨论技术伦理问题。",
  },
  {
    id: 28041,
    categoryId: 122,
    name: "国产大飞机C919的诞生",
    topic: "C919大飞机",
    summary: "课程讲述C919从立项到商业首航的历程，介绍大飞机研制中的材料、总装和适航技术。",
  },
  {
    id: 28042,
    categoryId: 122,
    name: "“复兴号”高铁技术漫谈",
    topic: "中国高铁",
    summary: "课程讲解“复兴号”动车组的核心技术和中国高铁网的建设成就，并介绍轨道交通类专业的就业方向。",
  },
  {
    id: 28043,
    categoryId: 122,
    name: "芯片：方寸之间的突围",
    topic: "集成电路",
    summary: "课程用通俗的语言讲解芯片的设计、制造与封装测试，了解我国集成电路产业的发展现状和人才需求。",
  },
  {
    id: 28044,
    categoryId: 122,
    name: "深海探测与“奋斗者”号",
    topic: "深海探测",
    summary: "“奋斗者”号载人潜水器成功坐底万米深渊。课程讲述深海装备背后的科技攻关和团队故事。",
  },

  // 123 制造强国
  {
    id: 28045,
    categoryId: 123,
    name: "从中国制造到中国智造",
    topic: "中国智造",
    summary: "课程梳理我国制造业转型升级的路径，介绍数字化车间、工业机器人和柔性生产线的典型应用。",
  },
  {
    id: 28046,
    categoryId: 123,
    name: "新能源汽车产业链观察",
    topic: "新能源汽车",
    summary: "课程走进整车工厂和电池企业，了解新能源汽车的“三电”技术和长三角产业集群。",
  },
  {
    id: 28047,
    categoryId: 123,
    name: "智能工厂参观实录",
    topic: "智能工厂",
    summary: "跟随镜头走进一家“未来工厂”，看订单如何自动排产、设备如何自我诊断、产品如何全程追溯。",
  },

  // 124 农业强国
  {
    id: 28048,
    categoryId: 124,
    name: "杂交水稻与粮食安全",
    topic: "杂交水稻",
    summary: "课程讲述袁隆平院士团队攻关杂交水稻的故事，解读“把中国人的饭碗牢牢端在自己手中”的深刻含义。",
  },
  {
    id: 28049,
    categoryId: 124,
    name: "智慧农业与无人农场",
    topic: "智慧农业",
    summary: "无人机植保、物联网灌溉、智能温室……课程介绍浙江现代农业园区里的新技术和新职业。",
  },
  {
    id: 28050,
    categoryId: 124,
    name: "种业振兴：一粒种子的力量",
    topic: "种业振兴",
    summary: "种子是农业的“芯片”。课程介绍种质资源保护和育种技术，讲述育种人几十年如一日的坚守。",
  },

  // 125 法治中国
  {
    id: 28051,
    categoryId: 125,
    name: "宪法伴我成长",
    topic: "宪法",
    summary: "课程讲解宪法的地位、公民的基本权利和义务，结合国家宪法日活动引导同学们增强宪法意识。",
  },
  {
    id: 28052,
    categoryId: 125,
    name: "民法典与大学生活",
    topic: "民法典",
    summary: "租房、网购、兼职、借贷……课程用大学生身边的案例讲解民法典中的常用条款。",
    word: true,
  },
  {
    id: 28053,
    categoryId: 125,
    name: "实习与就业中的劳动权益保护",
    topic: "劳动权益",
    summary: "课程讲解劳动合同、工时工资和社会保险的基本规定，提醒同学们在实习和求职中防范常见陷阱。",
  },

  // 126 之江风采
  {
    id: 28054,
    categoryId: 126,
    name: "诗画浙江：山水与人文",
    topic: "诗画浙江",
    summary: "从西湖、富春江到楠溪江，课程以影像带你游览浙江的山水名胜，品读其中的诗词与人文故事。",
  },
  {
    id: 28055,
    categoryId: 126,
    name: "“千万工程”二十年",
    topic: "“千万工程”",
    summary: "“千村示范、万村整治”工程造就了万千美丽乡村。课程回顾二十年来浙江农村人居环境的巨变。",
  },
  {
    id: 28056,
    categoryId: 126,
    name: "浙商精神与义乌小商品市场",
    topic: "浙商精神",
    summary:
      "从“鸡毛换糖”到“世界超市”，课程讲述义乌小商品市场的崛起，解读“走遍千山万水、说尽千言万语”的浙商精神。",
  },

  // 127 浙江先行
  {
    id: 28057,
    categoryId: 127,
    name: "数字浙江与“最多跑一次”",
    topic: "数字化改革",
    summary: "从“最多跑一次”到“一网通办”，课程介绍浙江数字化改革如何让群众和企业办事更便捷。",
  },
  {
    id: 28058,
    categoryId: 127,
    name: "高质量发展建设共同富裕示范区",
    topic: "共同富裕示范区",
    summary: "浙江肩负着为全国推动共同富裕探路的使命。课程解读示范区建设的目标任务和基层实践。",
  },

  // 128 绿水青山
  {
    id: 28059,
    categoryId: 128,
    name: "“绿水青山就是金山银山”理念溯源",
    topic: "“两山”理念",
    summary: "课程回到2005年的安吉余村，讲述“两山”理念的提出过程及其对中国生态文明建设的深远影响。",
  },
  {
    id: 28060,
    categoryId: 128,
    name: "安吉余村的绿色蝶变",
    topic: "安吉余村",
    summary: "关停矿山、修复生态、发展乡村旅游，余村从“卖石头”到“卖风景”。课程记录一个村庄的绿色转型。",
  },
  {
    id: 28061,
    categoryId: 128,
    name: "千岛湖的保护与发展",
    topic: "千岛湖",
    summary: "一湖秀水是杭州的“大水缸”。课程介绍千岛湖的水源保护措施和生态旅游的发展。",
  },
  {
    id: 28062,
    categoryId: 128,
    name: "钱塘江：一条江的生态治理",
    topic: "钱塘江",
    summary: "课程沿钱塘江溯源而上，讲述流域综合治理、海塘建设和“江河湖海”生态保护的故事。",
  },
  {
    id: 28063,
    categoryId: 128,
    name: "西溪湿地的四季",
    topic: "西溪湿地",
    summary: "西溪是城市中难得的次生湿地。课程用四季影像展示西溪的动植物和湿地保护工作。",
  },

  // 129 生态文明
  {
    id: 28064,
    categoryId: 129,
    name: "生物多样性与国家公园",
    topic: "生物多样性",
    summary: "课程介绍我国国家公园体制和浙江钱江源国家公园试点，认识黑麂、白颈长尾雉等珍稀物种。",
  },
  {
    id: 28065,
    categoryId: 129,
    name: "垃圾分类从我做起",
    topic: "垃圾分类",
    summary: "课程讲解杭州生活垃圾分类的标准和去向，带你参观垃圾焚烧发电厂和资源回收中心。",
  },
  {
    id: 28066,
    categoryId: 129,
    name: "“五水共治”的浙江经验",
    topic: "“五水共治”",
    summary: "治污水、防洪水、排涝水、保供水、抓节水，课程介绍浙江以治水倒逼转型升级的做法和成效。",
  },
  {
    id: 28067,
    categoryId: 129,
    name: "守护蓝天：大气污染防治",
    topic: "大气污染防治",
    summary: "课程讲解PM2.5的来源和危害，介绍城市大气污染防治的主要措施和个人防护知识。",
    word: true,
  },

  // 130 美丽乡村
  {
    id: 28068,
    categoryId: 130,
    name: "美丽乡村建设的浙江样本",
    topic: "美丽乡村",
    summary: "课程选取浙江三个各具特色的村庄，看规划设计、环境整治和产业发展如何造就美丽乡村。",
  },
  {
    id: 28069,
    categoryId: 130,
    name: "乡村振兴中的青年创客",
    topic: "青年创客",
    summary: "他们回到乡村，做电商、办民宿、种精品水果。课程记录青年创客在乡村创业的酸甜苦辣。",
  },
  {
    id: 28070,
    categoryId: 130,
    name: "古村落保护与活化利用",
    topic: "古村落",
    summary: "课程走进浙江的历史文化名村，探讨古建筑修缮、村落肌理保护与乡村文旅开发的平衡之道。",
  },
  {
    id: 28071,
    categoryId: 130,
    name: "乡村文旅与民宿经济",
    topic: "乡村民宿",
    summary: "莫干山民宿从无到有，带动了一方经济。课程介绍乡村民宿的运营管理和服务规范。",
  },

  // 131 绿色低碳
  {
    id: 28072,
    categoryId: 131,
    name: "碳达峰与碳中和入门",
    topic: "“双碳”目标",
    summary: "什么是碳达峰、碳中和？课程用通俗的语言讲解“双碳”目标的由来、路径和对各行各业的影响。",
  },
  {
    id: 28073,
    categoryId: 131,
    name: "光伏与风电：新能源的崛起",
    topic: "新能源",
    summary: "课程介绍光伏和风电的基本原理、我国新能源产业的发展成就以及相关技能岗位。",
  },
  {
    id: 28074,
    categoryId: 131,
    name: "绿色出行与城市慢行系统",
    topic: "绿色出行",
    summary: "从公共自行车到地铁网络，课程介绍杭州绿色出行体系的建设，倡导低碳的出行方式。",
  },
  {
    id: 28075,
    categoryId: 131,
    name: "校园节能减排行动",
    topic: "校园节能",
    summary: "课程介绍学院节约型校园建设的做法，包括光伏屋顶、智能照明和节水改造，并发起班级节能挑战。",
    word: true,
  },
  {
    id: 28076,
    categoryId: 131,
    name: "低碳生活小妙招",
    topic: "低碳生活",
    summary: "少用一次性餐具、旧物改造、按需点餐……课程分享简单易行的低碳生活方式。",
  },

  // 137 劳模工匠
  {
    id: 28077,
    categoryId: 137,
    name: "大国工匠：毫厘之间见真功",
    topic: "大国工匠",
    summary: "他们能在头发丝上雕刻，能在万米高空焊接。课程讲述大国工匠精益求精、追求极致的故事。",
  },
  {
    id: 28078,
    categoryId: 137,
    name: "劳模精神与时代价值",
    topic: "劳模精神",
    summary:
      "“爱岗敬业、争创一流，艰苦奋斗、勇于创新，淡泊名利、甘于奉献。”课程解读劳模精神的内涵和时代价值。",
  },
  {
    id: 28079,
    categoryId: 137,
    name: "焊花里的青春：技能大师成长记",
    topic: "焊接技能大师",
    summary: "一位从学院毕业的焊工，用十五年成长为全国技术能手。课程记录他在焊花中淬炼的青春。",
  },
  {
    id: 28080,
    categoryId: 137,
    name: "数控技术能手的精益求精",
    topic: "数控技术能手",
    summary: "课程走进航空零部件企业的数控车间，看技术能手如何把加工精度控制在0.002毫米以内。",
  },
  {
    id: 28081,
    categoryId: 137,
    name: "从学徒到大师：非遗匠人口述",
    topic: "非遗匠人",
    summary: "几位非遗匠人讲述自己拜师学艺、独立门户、收徒传艺的经历，展现手艺人的执着与传承。",
  },
  {
    id: 28082,
    categoryId: 137,
    name: "新时代产业工人风采",
    topic: "产业工人",
    summary: "课程展示电力、化工、建筑等行业一线产业工人的工作日常，感受新时代产业工人的技术与担当。",
  },
  {
    id: 28083,
    categoryId: 137,
    name: "工匠精神与质量意识",
    topic: "工匠精神",
    summary: "课程结合质量事故和质量标杆的案例，讨论工匠精神如何体现在每一道工序、每一次检验之中。",
    word: true,
  },
  {
    id: 28084,
    categoryId: 137,
    name: "钱江潮涌：浙江劳动模范故事",
    topic: "浙江劳模",
    summary: "课程讲述几代浙江劳动模范的奋斗故事，从纺织女工到数字工匠，见证浙江经济社会的发展。",
  },
  {
    id: 28085,
    categoryId: 137,
    name: "劳模创新工作室探访",
    topic: "劳模创新工作室",
    summary: "课程走进三家劳模创新工作室，了解一线工人如何发现问题、组建团队、完成技术革新。",
  },
  {
    id: 28086,
    categoryId: 137,
    name: "世界技能大赛冠军访谈",
    topic: "世赛冠军",
    summary: "他们在世界技能大赛上为国争光。课程访谈多位世赛冠军，讲述集训的艰辛和站上领奖台的荣耀。",
  },
  {
    id: 28087,
    categoryId: 137,
    name: "铁路人的坚守：高铁司机的一天",
    topic: "高铁司机",
    summary: "课程跟随一位高铁司机度过一个工作日，从出乘检查到安全驾驶，看铁路人如何守护万千旅客的平安。",
  },
  {
    id: 28088,
    categoryId: 137,
    name: "电力巡线工的万家灯火",
    topic: "电力巡线工",
    summary: "翻山越岭、风雨无阻，电力巡线工守护着输电线路的安全。课程记录他们在山区巡线的真实工作。",
  },
  {
    id: 28089,
    categoryId: 137,
    name: "快递小哥的职业尊严",
    topic: "快递从业者",
    summary: "课程讲述获评“杭州市高层次人才”的快递员的故事，探讨新就业形态劳动者的职业发展与权益保障。",
  },
  {
    id: 28090,
    categoryId: 137,
    name: "劳动教育与劳动实践",
    topic: "劳动实践",
    summary: "课程介绍学院劳动教育的课程体系和实践基地，指导同学们完成日常生活劳动、生产劳动和服务性劳动。",
    word: true,
  },

  // 139 职业素养
  {
    id: 28091,
    categoryId: 139,
    name: "职业道德与职业规范",
    topic: "职业道德",
    summary: "课程讲解职业道德的基本规范，结合不同行业的职业守则，分析职场中常见的道德困境。",
    word: true,
  },
  {
    id: 28092,
    categoryId: 139,
    name: "职场沟通与团队协作",
    topic: "职场沟通",
    summary: "课程通过情景演练，训练倾听、表达、汇报和跨部门协作的能力，帮助同学们更好地融入团队。",
  },
  {
    id: 28093,
    categoryId: 139,
    name: "安全生产与职业健康",
    topic: "安全生产",
    summary: "课程讲解安全生产法律法规、常见事故的预防和职业病防护知识，树立“安全第一”的意识。",
  },
  {
    id: 28094,
    categoryId: 139,
    name: "职业生涯规划",
    topic: "职业生涯规划",
    summary: "认识自我、了解职业、设定目标、制定行动计划。课程帮助同学们做出适合自己的职业生涯规划。",
    word: true,
  },

  // 200 创新创业
  {
    id: 28095,
    categoryId: 200,
    name: "大学生创新创业训练营",
    topic: "创新创业",
    summary: "课程讲解创新思维、商业模式画布和最小可行产品，带领同学们完成一个创业项目的构思。",
  },
  {
    id: 28096,
    categoryId: 200,
    name: "“互联网+”大赛项目孵化之路",
    topic: "“互联网+”大赛",
    summary: "课程复盘学院获奖项目从校赛到国赛的孵化过程，分享商业计划书撰写和路演答辩的经验。",
  },

  // 201 技能大赛
  {
    id: 28097,
    categoryId: 201,
    name: "全国职业院校技能大赛备赛纪实",
    topic: "职业院校技能大赛",
    summary: "课程记录学院代表队在工业机器人赛项上的备赛历程，从校内选拔到国赛夺金。",
  },
  {
    id: 28098,
    categoryId: 201,
    name: "技能大赛获奖选手说",
    topic: "获奖选手",
    summary: "几位获奖选手讲述自己的备赛方法、心态调整和赛后成长，给学弟学妹们的参赛建议。",
  },

  // 202 产教融合
  {
    id: 28099,
    categoryId: 202,
    name: "现代学徒制：企业课堂走进校园",
    topic: "现代学徒制",
    summary: "课程介绍学院与企业联合招生、联合培养的现代学徒制试点，看企业师傅如何在车间里带徒弟。",
  },
  {
    id: 28100,
    categoryId: 202,
    name: "校企共建智能制造实训基地",
    topic: "智能制造实训基地",
    summary: "课程走进学院与企业共建的智能制造实训基地，了解真实产线上的教学与生产任务。",
  },
  {
    id: 28101,
    categoryId: 202,
    name: "订单班：从课堂到岗位",
    topic: "订单培养",
    summary: "课程讲述订单班学生从入学到入职的三年，企业文化、岗位技能与毕业设计如何与企业需求对接。",
  },
  {
    id: 28102,
    categoryId: 202,
    name: "产业学院建设巡礼",
    topic: "产业学院",
    summary: "课程巡礼学院的特色产业学院，介绍它们的合作企业、专业群和人才培养成果。",
  },
  {
    id: 28103,
    categoryId: 202,
    name: "工学结合的顶岗实习",
    topic: "顶岗实习",
    summary: "课程讲解顶岗实习的流程、安全要求和考核方式，分享优秀实习生的经验。",
    word: true,
  },

  // 153 社团活动
  {
    id: 28104,
    categoryId: 153,
    name: "越剧社的舞台",
    topic: "越剧社",
    summary: "课程走进学院越剧社，看零基础的同学如何学唱腔、练身段，最终登上校园艺术节的舞台。",
  },
  {
    id: 28105,
    categoryId: 153,
    name: "机器人社团的造物时光",
    topic: "机器人社团",
    summary: "从搭积木到写代码，机器人社团的同学们用一年时间做出了自己的竞赛机器人。",
  },

  // 154 志愿服务
  {
    id: 28106,
    categoryId: 154,
    name: "亚运“小青荷”的志愿故事",
    topic: "亚运志愿服务",
    summary: "杭州亚运会期间，学院数百名“小青荷”在场馆和城市站点提供服务。课程记录他们的微笑与汗水。",
  },
  {
    id: 28107,
    categoryId: 154,
    name: "社区志愿服务实践",
    topic: "社区志愿服务",
    summary: "助老、助残、垃圾分类督导……课程介绍学院志愿者在周边社区开展的常态化服务。",
  },
  {
    id: 28108,
    categoryId: 154,
    name: "暑期“三下乡”社会实践",
    topic: "“三下乡”",
    summary: "课程记录同学们赴山区学校支教、开展科技和文化服务的暑期社会实践。",
  },

  // 155 文体竞技
  {
    id: 28109,
    categoryId: 155,
    name: "校园运动会精彩回顾",
    topic: "校园运动会",
    summary: "课程回顾学院运动会的开幕式、田径赛场和趣味项目，重温赛场上的拼搏与欢笑。",
  },
  {
    id: 28110,
    categoryId: 155,
    name: "校园文化艺术节",
    topic: "文化艺术节",
    summary: "歌手大赛、话剧展演、书画展览，课程带你回顾一年一度的校园文化艺术节。",
  },

  // 156 校园之星
  {
    id: 28111,
    categoryId: 156,
    name: "年度“校园之星”风采",
    topic: "“校园之星”",
    summary: "课程介绍本年度十位“校园之星”，他们在学习、技能竞赛、创新创业和志愿服务中的故事。",
  },
];

export type SiteReview = { user: string; level: 1 | 2 | 3 | 4 | 5; content: string };

/** A site's demo content, as upserted by seed-resource-sites.ts. */
export type SiteContent = {
  school: string;
  /** The courses' origin_name. */
  origin: string;
  categories: SiteCategory[];
  courses: SiteCourse[];
  /** The last sentence of an open (and a closed) course's introduction: who may study it. */
  access: { open: string; closed: string };
  /** The course with the demo reviews, the reviews oldest first and their writers, taken in turn. */
  reviewed: { courseId: number; texts: [SiteReview["level"], string][]; reviewers: string[] };
};

/** The reviews of 28001, oldest first (26: three pages of 10), by the demo users in turn. */
export const hzvtcReviewTexts: [SiteReview["level"], string][] = [
  [5, "第一次知道一把伞要经过这么多道工序，太震撼了。"],
  [5, "老师讲得很细，刷花那一节看了好几遍。"],
  [4, "内容很扎实，希望以后能增加动手体验的环节。"],
  [5, "传承人的访谈很打动人，手艺需要有人接下去。"],
  [5, "视频拍得很美，西湖边的绸伞一撑开就是一幅画。"],
  [4, "课件整理得很清楚，适合课后复习。"],
  [3, "有些工序讲得稍快，建议加上字幕说明。"],
  [5, "推荐给身边的同学了，非遗真的很有魅力。"],
  [4, "选竹和劈骨的部分很专业，长知识了。"],
  [5, "看完想去绸伞工作室实地参观一次。"],
  [5, "阅读材料里的老照片很珍贵。"],
  [4, "新设计那一章很有启发，传统也可以很时尚。"],
  [5, "讲解通俗易懂，外专业的同学也能听明白。"],
  [2, "视频有点长，手机上看不太方便。"],
  [5, "为老师和传承人的坚守点赞！"],
  [4, "学完以后对杭州的手工艺更感兴趣了。"],
  [5, "画面和配乐都很用心，是一门好课。"],
  [4, "希望能出一门杭绣的课程，期待中。"],
  [5, "穿线的细节第一次看清楚，原来这么讲究。"],
  [3, "内容不错，但测验题有点少。"],
  [5, "作为设计专业的学生，收获很大。"],
  [4, "课程结构清晰，从历史到工艺再到创新。"],
  [5, "和同学一起看的，大家都说想学做绸伞。"],
  [5, "匠人精神就在这一根根伞骨里。"],
  [4, "讲得很好，希望多一些传承人的现场演示。"],
  [5, "非常棒的课程，值得反复学习。"],
];

/** Who writes the reviews of 28001, in turn: the college's learner and demo users of other schools. */
export const hzvtcReviewers = [
  "learner100028",
  "learner",
  "manager",
  "learner2",
  "learner100004",
  "learner100035",
  "learner100041",
  "learner100044",
];

export const hzvtcSite: SiteContent = {
  school: HZVTC_SCHOOL,
  origin: HZVTC_ORIGIN,
  categories: hzvtcCategories,
  courses: hzvtcCourses,
  access: {
    open: "本课程向全院师生开放，登录后即可在线学习，学习进度自动保存。",
    closed: "本课程为选修课程，仅面向已报名的学员开放。",
  },
  reviewed: { courseId: 28001, texts: hzvtcReviewTexts, reviewers: hzvtcReviewers },
};
