import type { Client, Row } from "@libsql/client";
import bcrypt from "bcryptjs";

export type User = {
  id: number;
  username: string;
  name: string;
  passwordHash: string;
  userType: 1 | 2;
  schoolCode: string;
  showMenu: string[];
  photo: string | null;
};

/** A school: its own name, and an English one for the English pages when it has one (decision 027). */
export type School = { code: string; name: string; nameEn: string | null; logoPath: string };

/** The bcrypt cost of every real password hash. */
export const PASSWORD_COST = 10;

export const hashPassword = (password: string, cost = PASSWORD_COST) => bcrypt.hash(password, cost);

/**
 * A hash of a random password nobody knows, at the real cost: an unknown name is checked against it, so it takes
 * as long as a known one (no user enumeration by timing, decision 021). Not a secret: it opens no account.
 */
export const DUMMY_PASSWORD_HASH = "$2b$10$GK1xq5UjPaYIodgZGg3kDu7cKGIUayiane3jqrrkgku9Gx6XB6RnS";

export function toUser(row: Row): User {
  return {
    id: Number(row.id),
    username: String(row.username),
    name: String(row.name),
    passwordHash: String(row.password_hash),
    userType: row.user_type === 2 ? 2 : 1,
    schoolCode: String(row.school_code),
    showMenu: JSON.parse(String(row.show_menu)) as string[],
    photo: row.photo === null ? null : String(row.photo),
  };
}

export const passwordMatches = (user: User, password: string) => bcrypt.compare(password, user.passwordHash);

/** The user with these credentials, or null. An unknown name costs the same bcrypt round as a known one. */
export async function authenticate(db: Client, username: string, password: string): Promise<User | null> {
  const row = (await db.execute({ sql: "SELECT * FROM users WHERE username = ?", args: [username] })).rows[0];
  if (!row) {
    await bcrypt.compare(password, DUMMY_PASSWORD_HASH);
    return null;
  }
  const user = toUser(row);
  return (await passwordMatches(user, password)) ? user : null;
}

export async function setPassword(db: Client, userId: number, password: string): Promise<void> {
  await db.execute({
    sql: "UPDATE users SET password_hash = ? WHERE id = ?",
    args: [await hashPassword(password), userId],
  });
}

export async function listSchoolUsers(db: Client, schoolCode: string): Promise<User[]> {
  const rs = await db.execute({
    sql: "SELECT * FROM users WHERE school_code = ? ORDER BY user_type DESC, username",
    args: [schoolCode],
  });
  return rs.rows.map(toUser);
}

export async function findSchool(db: Client, code: string): Promise<School | null> {
  const row = (
    await db.execute({
      sql: "SELECT code, name, name_en, logo_path FROM schools WHERE code = ?",
      args: [code],
    })
  ).rows[0];
  return row
    ? {
        code: String(row.code),
        name: String(row.name),
        nameEn: row.name_en == null ? null : String(row.name_en),
        logoPath: String(row.logo_path),
      }
    : null;
}

/** The data of GET /api/user/info (and of a JSON login). */
export function userInfo(user: User) {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    user_type: user.userType,
    school_code: user.schoolCode,
    show_menu: user.showMenu,
    user_open_data: { weixin: { photo: user.photo } },
  };
}
