import { schoolHomePath, travelStudyPath } from "./sites";

export type MenuUser = { show_menu: readonly string[]; user_type: number; school_code: string };

/** The top navigation entries a user sees (learner-area §1). Null means the entry is hidden. */
export function headerMenu(user: MenuUser) {
  const school = user.school_code;
  return {
    schoolHome: user.show_menu.includes("school") ? schoolHomePath(school) : null,
    learningCentre: user.show_menu.includes("xuexi") ? `/center/${school}/user/center` : null,
    userManagement: user.user_type === 2,
    travelStudy: travelStudyPath(school),
  };
}
