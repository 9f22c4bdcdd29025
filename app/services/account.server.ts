import { z } from "zod";

import { failedWith, UpstreamFailure, type Api } from "./http.server";

// Login service: learner-area §3 (Login user, School info) and §7; public-sites §7.2.

const codeAsString = z.union([z.string(), z.number()]).transform(String);

export const UserSchema = z.object({
  // Reviews are compared by the user's id; the progress log names the learner by it (learner-area §4).
  id: codeAsString.nullish(),
  name: z.string().nullish(),
  username: z.string(),
  user_type: z.coerce.number().int(),
  school_code: codeAsString,
  show_menu: z
    .array(z.string())
    .nullish()
    .transform((menu) => menu ?? []),
  user_open_data: z.object({ weixin: z.object({ photo: z.string().nullish() }).nullish() }).nullish(),
});
export type User = z.output<typeof UserSchema>;

export const SchoolInfoSchema = z.object({
  school_name: z.string(),
  // The English name, for the English UI (decision 027): the reference service sends it, the spec's
  // service may not.
  school_name_en: z.string().nullish(),
  school_logo: z.string().nullish(),
});
export type SchoolInfo = z.output<typeof SchoolInfoSchema>;

const LogoutSchema = z.object({ redirect: z.string().nullish() }).nullish();

export function getCurrentUser(api: Api): Promise<User> {
  return api.get("login", "/api/user/info", { schema: UserSchema });
}

/** The current user, or null when the login service says nobody is logged in (public pages). */
export async function getOptionalUser(api: Api): Promise<User | null> {
  try {
    return await getCurrentUser(api);
  } catch (error) {
    if (failedWith(error, "notLoggedIn")) return null;
    throw error;
  }
}

export function getSchoolInfo(api: Api, schoolCode: string): Promise<SchoolInfo> {
  return api.get("login", "/api/login/info", {
    schema: SchoolInfoSchema,
    query: { school_code: schoolCode },
  });
}

/**
 * Whether the login service knows the school (public-sites §2: an unknown school's pages are the 404 page). Only
 * a business refusal says "unknown"; a service that is down, too slow or failing says nothing: the page goes on.
 * The answer is the school info the root asks for too, read once per request.
 */
export async function isKnownSchool(api: Api, schoolCode: string): Promise<boolean> {
  try {
    await getSchoolInfo(api, schoolCode);
    return true;
  } catch (error) {
    // A business refusal (1xxx–4xxx: 1004 'school not found' in the reference service) says "unknown"; a
    // server error (5xxx) or an unreadable answer says nothing about the school.
    if (failedWith(error, "refused") && /^[1-4]\d{3}$/.test(error.code ?? "")) return false;
    if (error instanceof UpstreamFailure) return true;
    throw error;
  }
}

/** Ends the session on the login service; answers where it wants the browser to go next, if anywhere. */
export async function logOut(api: Api, from: string): Promise<string | null> {
  const data = await api.post("login", "/api/logout", { schema: LogoutSchema, body: { from } });
  return data?.redirect ?? null;
}

/**
 * The pages the header links to on the login host (learner-area §1). Their paths are the reference login
 * service's; the specification does not name them.
 */
export function loginHostLinks(loginPublicUrl: string) {
  const at = (path: string) => new URL(path, `${loginPublicUrl}/`).toString();
  return {
    infoCentre: at("/"),
    personalInfo: at("/account/profile"),
    changePassword: at("/account/password"),
    userManagement: at("/account/users"),
  };
}
export type LoginHostLinks = ReturnType<typeof loginHostLinks>;
