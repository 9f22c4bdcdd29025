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

export type School = { code: string; name: string; logoPath: string };

export const hashPassword = (password: string, cost = 10) => bcrypt.hash(password, cost);

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

/** The user with these credentials, or null. */
export async function authenticate(db: Client, username: string, password: string): Promise<User | null> {
  const row = (await db.execute({ sql: "SELECT * FROM users WHERE username = ?", args: [username] })).rows[0];
  if (!row) return null;
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
    await db.execute({ sql: "SELECT code, name, logo_path FROM schools WHERE code = ?", args: [code] })
  ).rows[0];
  return row ? { code: String(row.code), name: String(row.name), logoPath: String(row.logo_path) } : null;
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
