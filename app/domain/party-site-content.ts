// The party site's fixed content (public-sites §1, §2.4, §2.5): what the tenant edits, kept out of the
// components. The interface texts are in the catalogues (`party.*`); this is the tenant's own content, in its
// language, like course names. The speakers, schools and contacts are fictional.

import { partyProjectPath } from "./party-paths";

const IMAGES = "/center/sites/party";

/** An image with its text alternative. */
export type ContentImage = { src: string; alt: string };

export type FooterLink = { label: string; href: string };

export const PARTY_CONTENT = {
  /** The home page's banner. */
  banner: { src: `${IMAGES}/banner.svg`, alt: "党建学习平台横幅：红色背景上的金色五角星" },
  /** Placeholder covers for word materials (type 2), taken in turn (§2.4: 8 covers). */
  wordCovers: [1, 2, 3, 4, 5, 6, 7, 8].map((n): ContentImage => ({
    src: `${IMAGES}/word-${n}.svg`,
    alt: `文档资料封面${n}`,
  })),
  /** The consultation contact of the footer ('服务咨询：{name} {phone}') and of the side widget. */
  consultation: { name: "林老师", phone: "0571-8800-1004" },
  footer: {
    /** The company about block. */
    about: {
      company: "东湖红烛教育科技有限公司",
      text: "公司专注于党员教育与干部培训数字化服务，为高校、机关和企事业单位党组织提供在线课程、培训项目和学习管理平台。",
      address: "浙江省杭州市东湖区学林街88号",
    },
    /** The links menu to education authorities (§1). */
    authorities: [
      { label: "中华人民共和国教育部", href: "http://www.moe.gov.cn/" },
      { label: "浙江省教育厅", href: "http://jyt.zj.gov.cn/" },
      { label: "共产党员网", href: "https://www.12371.cn/" },
      { label: "学习强国", href: "https://www.xuexi.cn/" },
    ] satisfies FooterLink[],
    /** The registration notices (§1), each opening the project it announces. */
    notices: [
      { label: "2026年秋季本科生入党启蒙教育报名通知", href: partyProjectPath(0) },
      { label: "第十二期入党积极分子培训班报名通知", href: partyProjectPath(1) },
      { label: "2026年度发展对象集中培训报名通知", href: partyProjectPath(2) },
      { label: "预备党员锤炼教育线上学习安排", href: partyProjectPath(3) },
    ] satisfies FooterLink[],
  },
  widgets: {
    wechat: {
      qr: { src: `${IMAGES}/wechat-qr.svg`, alt: "东湖红烛教育微信公众号二维码" },
      /** What the QR code gives, for those who cannot scan it. */
      text: "微信搜索公众号“东湖红烛教育”，获取最新课程与培训通知。",
    },
    /** The free-trial link opens a page of the company site in a new tab (§2.4). */
    freeTrialUrl: "https://www.example.com/party-education/free-trial",
  },
} as const;
