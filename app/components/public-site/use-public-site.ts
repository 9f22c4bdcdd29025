import type { LoginHostLinks, User } from "~/services/account.server";
import { useLoginUrl, useRootData } from "~/utils/root-data";

const NO_LOGIN_HOST: LoginHostLinks = {
  infoCentre: "",
  personalInfo: "",
  changePassword: "",
  userManagement: "",
};

/** What a public site's frame shows of the visit: who is logged in here, the school's name and logo, the links. */
export type PublicSiteVisit = {
  /** The user this site shows as logged in: only a user of the site's own school (public-sites §4.1). */
  user: User | null;
  /** A user of another school is logged in: they are a visitor here who may switch accounts (decision 008). */
  switchAccount: boolean;
  name: string;
  logo: string | null;
  loginUrl: string;
  loginHost: LoginHostLinks;
  year: number;
};

/** The visit as every public site's header and footer read it, from the root loader's data. */
export function usePublicSite(school: string, fallbackName: string): PublicSiteVisit {
  const root = useRootData();
  const loginUrl = useLoginUrl();
  const user = root?.user && root.user.school_code === school ? root.user : null;
  const own = root?.school?.code === school ? root.school : null;
  return {
    user,
    switchAccount: Boolean(root?.user) && !user,
    name: own?.name ?? fallbackName,
    logo: own?.logo ?? null,
    loginUrl,
    loginHost: root?.loginHost ?? NO_LOGIN_HOST,
    year: root?.year ?? new Date().getFullYear(),
  };
}
