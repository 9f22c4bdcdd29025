import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { html } from "hono/html";
import Negotiator from "negotiator";

// The login host's pages speak the portal's language (decision 016): the portal's `locale` cookie (set by its
// footer switch, sent here too as the hosts share a domain), else Accept-Language, else zh-CN. One table per
// language; every page takes its words from `textOf(c)`.

export const LOCALES = ["zh-CN", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "zh-CN";
/** The portal's cookie (app/i18n/locale.server.ts); a test keeps the two names equal. */
export const LOCALE_COOKIE = "locale";

const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** The request's language: the portal's choice, else the browser's, else zh-CN. */
export function localeOf(c: Context): Locale {
  const chosen = getCookie(c, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  const negotiated = new Negotiator({
    headers: { "accept-language": c.req.header("accept-language") },
  }).language([...LOCALES]);
  return isLocale(negotiated) ? negotiated : DEFAULT_LOCALE;
}

/**
 * A school's name on a page: its own name, or its English one on an English page when it has one (decision 027;
 * the portal's `schoolDisplayName` makes the same choice).
 */
export function schoolNameOf(c: Context, school: { name: string; nameEn: string | null }): string {
  return localeOf(c) === "en" && school.nameEn ? school.nameEn : school.name;
}

const zhCN = {
  refused: { title: "请求被拒绝", body: "此表单来自其他网站。" },
  accessDenied: "无权访问",
  backToCentre: "返回信息服务中心",
  login: {
    title: "登录",
    titleAt: (school: string) => `登录 – ${school}`,
    username: "用户名",
    password: "密码",
    submit: "登录",
    required: "请输入用户名和密码",
    wrong: "用户名或密码错误",
    tooMany: (minutes: number) => `登录失败次数过多，请${minutes}分钟后再试`,
  },
  centre: {
    title: "信息服务中心",
    signedInAs: (name: string, school: string | null) =>
      html`当前登录：<strong>${name}</strong>${school && html`，${school}`}`,
    nav: "账号",
    personalInfo: "个人信息",
    changePassword: "修改密码",
    userManagement: "用户管理",
    scoring: "考核评分",
    portal: "返回学习平台",
    logout: "退出登录",
  },
  profile: {
    title: "个人信息",
    name: "姓名",
    username: "用户名",
    school: "学校",
    userType: "用户类型",
    manager: "管理员",
    learner: "学员",
  },
  password: {
    title: "修改密码",
    current: "当前密码",
    next: (min: number) => `新密码（至少 ${min} 个字符）`,
    confirm: "确认新密码",
    submit: "修改密码",
    currentWrong: "当前密码不正确",
    tooShort: (min: number) => `新密码至少需要 ${min} 个字符`,
    mismatch: "两次输入的新密码不一致",
    changedTitle: "密码已修改",
    changed: "密码已修改。",
  },
  users: {
    title: "用户管理",
    managersOnly: "只有管理员可以管理用户。",
    caption: "本校用户",
    username: "用户名",
    name: "姓名",
    type: "类型",
  },
  scoring: {
    title: "考核评分",
    teachersOnly: "只有教师（管理员账号）可以评分。",
    none: "没有待评分的答案。",
    waiting: (count: number) => `${count} 道简答题待评分。`,
    question: "题目",
    reference: "参考答案",
    answer: "学员答案",
    score: (max: number) => `分数（0 到 ${max}）`,
    range: (max: number) => `分数必须在 0 到 ${max} 之间`,
    submit: "保存分数",
    saved: "分数已保存。",
    notPending: "这道题已不再待评分。",
  },
};

export type UpstreamText = typeof zhCN;

const en: UpstreamText = {
  refused: { title: "Request refused", body: "This form was sent from another site." },
  accessDenied: "Access denied",
  backToCentre: "Back to the information service centre",
  login: {
    title: "Log in",
    titleAt: (school) => `Log in – ${school}`,
    username: "Username",
    password: "Password",
    submit: "Log in",
    required: "Enter your username and password.",
    wrong: "Wrong username or password.",
    tooMany: (minutes) =>
      `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  },
  centre: {
    title: "Information service centre",
    signedInAs: (name, school) => html`Signed in as <strong>${name}</strong>${school && html`, ${school}`}.`,
    nav: "Account",
    personalInfo: "Personal info",
    changePassword: "Change password",
    userManagement: "User management",
    scoring: "Score assessments",
    portal: "Back to the learning portal",
    logout: "Log out",
  },
  profile: {
    title: "Personal info",
    name: "Name",
    username: "Username",
    school: "School",
    userType: "User type",
    manager: "Manager",
    learner: "Learner",
  },
  password: {
    title: "Change password",
    current: "Current password",
    next: (min) => `New password (at least ${min} characters)`,
    confirm: "Confirm new password",
    submit: "Change password",
    currentWrong: "The current password is wrong.",
    tooShort: (min) => `The new password must have at least ${min} characters.`,
    mismatch: "The two new passwords do not match.",
    changedTitle: "Password changed",
    changed: "Password changed.",
  },
  users: {
    title: "User management",
    managersOnly: "Only managers can manage users.",
    caption: "Users of your school",
    username: "Username",
    name: "Name",
    type: "Type",
  },
  scoring: {
    title: "Score assessments",
    teachersOnly: "Only teachers (manager accounts) can score assessments.",
    none: "No answers are waiting for a score.",
    waiting: (count) => `${count} short ${count === 1 ? "answer is" : "answers are"} waiting for a score.`,
    question: "Question",
    reference: "Reference answer",
    answer: "Answer",
    score: (max) => `Score (0 to ${max})`,
    range: (max) => `The score must be between 0 and ${max}`,
    submit: "Save score",
    saved: "Score saved.",
    notPending: "This answer is not waiting for a score any more.",
  },
};

export const TEXT: Record<Locale, UpstreamText> = { "zh-CN": zhCN, en };

/** The words of the request's language. */
export const textOf = (c: Context): UpstreamText => TEXT[localeOf(c)];
