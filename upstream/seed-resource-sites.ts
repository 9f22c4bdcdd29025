import type { Client, InStatement, Transaction } from "@libsql/client";
import { CONTEST_BANNED_COURSE, CONTEST_BANNED_USER, contestNews, contestSite } from "./demo/contest-100044";
import { PARTY_ENROLLED_COURSES, PARTY_LEARNER, partySite } from "./demo/resource-site-100004";
import { hzvtcSite, type SiteCategory, type SiteContent, type SiteCourse } from "./demo/resource-site-100028";
import { studyTrip100035, studyTrip100046, studyTripMaterials } from "./demo/study-trip";
import { MEDIA } from "./media";
import { reviewContentError } from "./text-rules";

// The demo content of the resource sites (after the learning seed, whose day the reviews' dates count from): the
// vocational college (100028), the party-building site (100004) and the science contest (100044), with the contest's
// news on the media service and the enrolment that shows its study ban. Categories and courses have fixed ids and are
// upserted on them; chapters and materials on their sort numbers; reviews on (course, user, time). Seeding again
// changes nothing.

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, "0");

type Run = Transaction["execute"];
type Kind = "video" | "slides" | "reading";

export const resourceSiteContents: SiteContent[] = [
  hzvtcSite,
  partySite,
  contestSite,
  studyTrip100035,
  studyTrip100046,
];

export async function seedResourceSites(db: Client): Promise<void> {
  const tx = await db.transaction("write");
  try {
    const run = (stmt: InStatement) => tx.execute(stmt);
    const day0 = String((await run("SELECT value FROM seed_meta WHERE key = 'learning_day'")).rows[0]?.value);
    for (const site of resourceSiteContents) await seedSite(run, site, day0);
    await seedContestExtras(run, day0);
    await seedPartyEnrolments(run, day0);
    // The study-trip page's tools and materials (upserted on their fixed ids).
    for (const [sort, m] of studyTripMaterials.entries()) {
      await run({
        sql: `INSERT INTO yanxue_materials (id, school_code, name, path, sort) VALUES (?, ?, ?, ?, ?)
              ON CONFLICT (id) DO UPDATE SET school_code = excluded.school_code, name = excluded.name,
                path = excluded.path, sort = excluded.sort`,
        args: [m.id, m.school, m.name, m.file, sort + 1],
      });
    }
    await tx.commit();
  } finally {
    tx.close();
  }
}

async function seedSite(run: Run, site: SiteContent, day0: string): Promise<void> {
  const categories = new Map(site.categories.map((c) => [c.id, c]));
  await seedSiteCategories(run, site.school, site.categories);

  const ids = new Set<number>();
  const inCategory = new Map<number, number>();
  for (const course of site.courses) {
    if (ids.has(course.id)) throw new Error(`demo data: course id ${course.id} twice`);
    ids.add(course.id);
    const category = categories.get(course.categoryId);
    if (!category?.outline || !category.teachers) {
      throw new Error(`demo data: course ${course.id} in category ${course.categoryId} without an outline`);
    }
    const n = inCategory.get(course.categoryId) ?? 0;
    inCategory.set(course.categoryId, n + 1);
    await seedSiteCourse(run, site, course, {
      cover: coverOf(categories, course.categoryId),
      about: category.about ?? "",
      teacher: category.teachers[n % category.teachers.length] ?? "",
      chapters: course.chapters ?? category.outline(course.topic).slice(0, 2 + (course.id % 3)),
    });
  }

  const { courseId, texts, reviewers } = site.reviewed;
  if (!ids.has(courseId)) throw new Error(`demo data: reviewed course ${courseId} is not of ${site.school}`);
  for (const [i, [level, content]] of texts.entries()) {
    const error = reviewContentError(content);
    if (error) throw new Error(`demo data: bad review ${i} of ${courseId} (${error})`);
    const username = reviewers[i % reviewers.length] ?? "";
    const user = (await run({ sql: "SELECT id FROM users WHERE username = ?", args: [username] })).rows[0];
    if (!user) throw new Error(`demo data: no user ${username}`);
    // One a day, the last one yesterday.
    const at = `${addDays(day0, i - texts.length)} ${pad(9 + (i % 11))}:${pad((i * 13) % 60)}:00`;
    await run({
      sql: `INSERT INTO course_comments (course_id, user_id, level, content, created_at)
            SELECT ?, ?, ?, ?, ? WHERE NOT EXISTS
              (SELECT 1 FROM course_comments WHERE course_id = ? AND user_id = ? AND created_at = ?)`,
      args: [courseId, Number(user.id), level, content, at, courseId, Number(user.id), at],
    });
  }
}

/** A site's categories, with the level from their parents and the sort from their order among siblings. */
async function seedSiteCategories(run: Run, school: string, list: SiteCategory[]): Promise<void> {
  const parents = new Map(list.map((c) => [c.id, c.parentId]));
  const level = (id: number): number => {
    const parent = parents.get(id) ?? 0;
    return parent === 0 ? 1 : level(parent) + 1;
  };
  const siblings = new Map<number, number>();
  for (const c of list) {
    const sort = (siblings.get(c.parentId) ?? 0) + 1;
    siblings.set(c.parentId, sort);
    await run({
      sql: `INSERT INTO categories (id, name, parent_id, level, school_code, sort) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET name = excluded.name, parent_id = excluded.parent_id,
              level = excluded.level, school_code = excluded.school_code, sort = excluded.sort`,
      args: [c.id, c.name, c.parentId, level(c.id), school, sort],
    });
  }
}

/** The cover of the nearest category (itself or above) that names one. */
function coverOf(categories: Map<number, SiteCategory>, id: number): string {
  for (let c = categories.get(id); c; c = categories.get(c.parentId)) {
    if (c.cover) return `/static/covers/${c.cover}`;
  }
  throw new Error(`demo data: no cover for category ${id}`);
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

function introOf(
  site: SiteContent,
  course: SiteCourse,
  about: string,
  teacher: string,
  chapters: string[],
): string {
  const outline = course.empty
    ? "课程视频正在拍摄制作中，课程建设中，敬请期待。"
    : `课程共${chapters.length}章：${chapters.map((c) => `“${c}”`).join("、")}。` +
      (course.word ? "以图文讲义和课件为主，可随时在线阅读。" : "以微视频为主，配有课件和阅读材料。");
  const access = course.closed ? site.access.closed : site.access.open;
  return [course.summary, about, outline, `主讲教师：${teacher}。${access}`]
    .filter((p) => p !== "")
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("");
}

const kindNames: Record<Kind, string> = { video: "微视频", slides: "课件", reading: "阅读材料" };

/** The course (id fixed), its chapters and its materials, playing the shared demo media with nominal lengths. */
async function seedSiteCourse(
  run: Run,
  site: SiteContent,
  course: SiteCourse,
  { cover, about, teacher, chapters }: { cover: string; about: string; teacher: string; chapters: string[] },
): Promise<void> {
  await run({
    sql: `INSERT INTO courses (id, school_code, name, photo, list_photo, category_id, type, type_name, teacher,
            abstract, intro, origin_name, course_status, open_access, class_name)
          VALUES (?, ?, ?, ?, ?, ?, 1, 'Open course', ?, ?, ?, ?, 1, ?, ?)
          ON CONFLICT (id) DO UPDATE SET school_code = excluded.school_code, name = excluded.name,
            photo = excluded.photo, list_photo = excluded.list_photo, category_id = excluded.category_id,
            type = excluded.type, type_name = excluded.type_name, teacher = excluded.teacher,
            abstract = excluded.abstract, intro = excluded.intro, origin_name = excluded.origin_name,
            course_status = excluded.course_status, open_access = excluded.open_access,
            class_name = excluded.class_name`,
    args: [
      course.id,
      site.school,
      course.name,
      cover,
      cover,
      course.categoryId,
      teacher,
      course.summary,
      introOf(site, course, about, teacher, chapters),
      site.origin,
      course.closed ? 0 : 1,
      course.className ?? null,
    ],
  });
  if (course.empty) return;

  const k = course.id;
  for (const [i, title] of chapters.entries()) {
    const chapterId = Number(
      (
        await run({
          sql: `INSERT INTO chapters (course_id, name, sort) VALUES (?, ?, ?)
                ON CONFLICT (course_id, sort) DO UPDATE SET name = excluded.name RETURNING id`,
          args: [course.id, title, i + 1],
        })
      ).rows[0]?.id,
    );
    const last = i === chapters.length - 1;
    const kinds: Kind[] = course.full
      ? ["video", "slides", "reading"]
      : [
          ...(course.word ? [] : ["video" as const]),
          ...(course.word || i % 2 === 1 ? ["slides" as const] : []),
          ...(last ? ["reading" as const] : []),
        ];
    for (const [j, kind] of kinds.entries()) {
      const pages = kind === "slides" ? 10 + ((k + i) % 12) : kind === "reading" ? 4 + ((k + i) % 5) : 0;
      const duration = course.untimed
        ? 0
        : kind === "video"
          ? 360 + ((k * 7 + i * 11) % 10) * 90
          : kind === "slides"
            ? pages * 60
            : pages * 90;
      await run({
        sql: `INSERT INTO materials (course_id, chapter_id, name, type, duration, pages, sort, file, remark)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
              ON CONFLICT (chapter_id, sort) DO UPDATE SET name = excluded.name, type = excluded.type,
                duration = excluded.duration, pages = excluded.pages, file = excluded.file, remark = excluded.remark`,
        args: [
          course.id,
          chapterId,
          `${i + 1}.${j + 1} ${title}${kind === "video" ? "" : `（${kindNames[kind]}）`}`,
          { video: 1, slides: 2, reading: 3 }[kind],
          duration,
          pages,
          j + 1,
          MEDIA[kind].file,
          `<p>本节${kindNames[kind]}讲解<strong>${escapeHtml(title)}</strong>。</p><p>学习进度会自动保存，可随时继续学习。</p>`,
        ],
      });
    }
  }
}

/** learner100004's party courses, so that my courses shows the tenant's 'expert' label (learner-area §2). */
async function seedPartyEnrolments(run: Run, day0: string): Promise<void> {
  const user = (await run({ sql: "SELECT id FROM users WHERE username = ?", args: [PARTY_LEARNER] })).rows[0];
  if (!user) throw new Error(`demo data: no user ${PARTY_LEARNER}`);
  for (const [index, course] of PARTY_ENROLLED_COURSES.entries()) {
    await run({
      sql: `INSERT INTO enrolments (user_id, course_id, status, end_date, created_at) VALUES (?, ?, 1, NULL, ?)
            ON CONFLICT (user_id, course_id) DO NOTHING`,
      args: [Number(user.id), course, `${addDays(day0, -(20 - index * 5))}T08:00:00.000Z`],
    });
  }
}

/** The media service's news (upserted on the id) and learner100044's disabled enrolment in the banned course. */
async function seedContestExtras(run: Run, day0: string): Promise<void> {
  for (const [sort, item] of contestNews.entries()) {
    await run({
      sql: `INSERT INTO site_news (id, type, name, html, sort) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET type = excluded.type, name = excluded.name, html = excluded.html,
              sort = excluded.sort`,
      args: [item.id, item.type, item.name, item.html, sort + 1],
    });
  }
  const user = (await run({ sql: "SELECT id FROM users WHERE username = ?", args: [CONTEST_BANNED_USER] }))
    .rows[0];
  if (!user) throw new Error(`demo data: no user ${CONTEST_BANNED_USER}`);
  await run({
    sql: `INSERT INTO enrolments (user_id, course_id, status, end_date, created_at) VALUES (?, ?, 3, NULL, ?)
          ON CONFLICT (user_id, course_id) DO UPDATE SET status = 3`,
    args: [Number(user.id), CONTEST_BANNED_COURSE, `${addDays(day0, -10)}T08:00:00.000Z`],
  });
}
