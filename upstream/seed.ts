import type { Client } from "@libsql/client";
import { hashPassword } from "./accounts";
import { isEntryPoint, loadConfig } from "./config";
import { migrate, openDb } from "./db";
import { seedCoursePlayer } from "./seed-course";
import { seedExams } from "./seed-exams";
import { seedLearning } from "./seed-learning";
import { seedResourceSites } from "./seed-resource-sites";

// Every special school code of the specification, with a fictional contact for the site footers. A school's name
// is Chinese, as a Chinese school's portal shows it; the English name is for the English pages (decision 027).
const schools = [
  { code: "100001", name: "示范学校", nameEn: "Demo School", contact: ["Zhang Min", "0571-8800-1001"] },
  {
    code: "100004",
    name: "东湖区党建教育中心",
    nameEn: "Eastlake District Party-Building Education Centre",
    contact: ["Lin Qing", "0571-8800-1004"],
  },
  {
    code: "100028",
    name: "杭州职业技术学院",
    nameEn: "Hangzhou Vocational and Technical College",
    contact: ["He Jun", "0571-8800-1028"],
  },
  {
    code: "100035",
    name: "西溪研学学校",
    nameEn: "Westbrook Study-Trip School",
    contact: ["Guo Yan", "0571-8800-1035"],
  },
  {
    code: "100041",
    name: "滨江研学旅行中学",
    nameEn: "Riverside Study-Travel Middle School",
    contact: ["Ma Li", "0571-8800-1041"],
  },
  {
    code: "100044",
    name: "绿野农业科技学校",
    nameEn: "Greenfield Agricultural Science School",
    contact: ["Tang Hui", "0571-8800-1044"],
  },
  {
    code: "100046",
    name: "绍兴研学旅行实验学校",
    nameEn: "Shaoxing Study-Travel Experimental School",
    contact: ["Qian Bo", "0575-8800-1046"],
  },
  {
    code: "100051",
    name: "北桥国际学校",
    nameEn: "Northbridge International School",
    contact: ["Feng Rui", "0571-8800-1051"],
  },
] as const;

const fullMenu = ["school", "xuexi"];

type DemoUser = {
  username: string;
  name: string;
  userType: 1 | 2;
  schoolCode: string;
  showMenu: string[];
};

/**
 * The demo passwords are public (each equals its username), so their hashes protect nothing: bcrypt's lowest cost
 * keeps a seed fast, and every test run seeds several databases (a cost-10 hash took 0.3-0.6 s on a 2-core
 * machine, ten of them per seed). A password a user sets gets the real cost (accounts.ts, PASSWORD_COST).
 */
const DEMO_HASH_COST = 4;

const users: DemoUser[] = [
  { username: "learner", name: "Li Hua", userType: 1, schoolCode: "100001", showMenu: fullMenu },
  { username: "manager", name: "Wang Fang", userType: 2, schoolCode: "100001", showMenu: fullMenu },
  // No menu entries, so the portal can show that it hides them.
  { username: "learner2", name: "Zhang Wei", userType: 1, schoolCode: "100001", showMenu: [] },
  // Clean learners for the end-to-end tests: each spec file and browser project takes its own, so parallel
  // tests never share an attempt or a practice chapter.
  ...(
    [
      "Chen Yu",
      "Lin Xiao",
      "Huang Lei",
      "Zhou Jie",
      "Wu Ting",
      "Xu Ming",
      "Sun Hao",
      "Ma Rui",
      "Zhu Lan",
      "Hu Bo",
      // learner13 and learner14: the dialogs' keyboard tests (an attempt and an answer file of their own).
      "Guo Jing",
      "Tang Yi",
      // learner15 … learner22: a second pair for the specs whose tests change the same thing, so that each test
      // has its own learners and the tests of a spec run in any order, side by side.
      "Liang Qi",
      "Song Yu",
      "Han Mei",
      "Feng Yi",
      "Cao Lin",
      "Peng Bo",
      "Xie Nan",
      "Lu Yan",
    ] as const
  ).map((name, i): DemoUser => ({
    username: `learner${i + 3}`,
    name,
    userType: 1,
    schoolCode: "100001",
    showMenu: fullMenu,
  })),
  ...(
    [
      ["100004", "Chen Jing"],
      ["100028", "Liu Yang"],
      ["100035", "Zhao Min"],
      ["100041", "Sun Lei"],
      ["100044", "Zhou Xin"],
      ["100046", "Wu Tao"],
      ["100051", "Xu Lin"],
    ] as const
  ).map(([code, name]): DemoUser => ({
    username: `learner${code}`,
    name,
    userType: 1,
    schoolCode: code,
    showMenu: fullMenu,
  })),
];

export type SeedOptions = {
  /** The "Timer drill" assessment's limit in seconds (UPSTREAM_DRILL_SECONDS). */
  drillSeconds?: number;
};

/** The demo data; safe to run on every start: it updates rows in place and never touches a changed password. */
export async function seed(db: Client, options: SeedOptions = {}): Promise<void> {
  // The hashes first (they are the slow part), then one transaction: one write to the disk, not one per row.
  const hashes = new Map(
    await Promise.all(
      users.map(async (u) => [u.username, await hashPassword(u.username, DEMO_HASH_COST)] as const),
    ),
  );
  const tx = await db.transaction("write");
  try {
    for (const s of schools) {
      await tx.execute({
        sql: `INSERT INTO schools (code, name, name_en, logo_path, contact_name, contact_phone, contact_email)
              VALUES (?, ?, ?, ?, ?, ?, ?)
              ON CONFLICT (code) DO UPDATE SET name = excluded.name, name_en = excluded.name_en,
                logo_path = excluded.logo_path,
                contact_name = excluded.contact_name, contact_phone = excluded.contact_phone,
                contact_email = excluded.contact_email`,
        args: [
          s.code,
          s.name,
          s.nameEn,
          `/static/logos/${s.code}.svg`,
          ...s.contact,
          `service@${s.code}.school.example`,
        ],
      });
    }
    for (const u of users) {
      const profile = [u.name, u.userType, u.schoolCode, JSON.stringify(u.showMenu)];
      // An existing user keeps its password hash: a password the user changed stays.
      const updated = await tx.execute({
        sql: "UPDATE users SET name = ?, user_type = ?, school_code = ?, show_menu = ? WHERE username = ?",
        args: [...profile, u.username],
      });
      if (updated.rowsAffected > 0) continue;
      await tx.execute({
        sql: `INSERT INTO users (name, user_type, school_code, show_menu, username, password_hash)
              VALUES (?, ?, ?, ?, ?, ?)`,
        // Demo passwords equal the usernames.
        args: [...profile, u.username, hashes.get(u.username) ?? ""],
      });
    }
    await tx.commit();
  } finally {
    tx.close();
  }
  await seedLearning(db);
  await seedCoursePlayer(db);
  await seedResourceSites(db);
  await seedExams(db, options.drillSeconds);
}

if (isEntryPoint(import.meta.url)) {
  const { dbUrl, upstream } = loadConfig();
  const db = await openDb(dbUrl);
  await migrate(db);
  await seed(db, { drillSeconds: upstream.drillSeconds });
  db.close();
  console.log(`seeded ${dbUrl}`);
}
