import type { Client, InStatement, Transaction } from "@libsql/client";
import { demoCategories } from "./demo/categories";
import { demoCertificates } from "./demo/certificates";
import { demoCourses, type DemoCourse } from "./demo/courses";
import { demoEnrolments, type Progress } from "./demo/enrolments";
import { demoNotes } from "./demo/notes";
import { demoExercises, demoPractice } from "./demo/practice";
import { answerable } from "./demo/questions";
import { todayUtc } from "./learning";
import { MEDIA } from "./media";
import { demoAnswer, seedQuestions } from "./questions";
import { noteContentError } from "./text-rules";

// The learning area's demo data. Every relative date counts from the day of the first seed, kept in seed_meta,
// so running the seed again finds the same natural keys and changes nothing.

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, "0");

const demoClasses = [
  { school: "100001", name: "2026 Information Technology Class 1", members: ["learner", "learner2"] },
  { school: "100001", name: "Python Study Group", members: ["learner"] },
  { school: "100001", name: "Teaching Staff", members: ["manager"] },
  { school: "100041", name: "Study-Travel Group A", members: ["learner100041"] },
  { school: "100044", name: "Young Farmers Club", members: ["learner100044"] },
  { school: "100046", name: "Study-Travel Class 3", members: ["learner100046"] },
];

type Kind = "video" | "slides" | "reading";
type SeedMaterial = {
  id: number;
  chapterId: number;
  chapter: number;
  kind: Kind;
  type: number;
  duration: number;
  pages: number;
};
type SeedCourse = { id: number; type: 1 | 2; materials: SeedMaterial[] };

export async function seedLearning(db: Client): Promise<void> {
  const tx = await db.transaction("write");
  try {
    const run = (stmt: InStatement) => tx.execute(stmt);
    await run({
      sql: "INSERT OR IGNORE INTO seed_meta (key, value) VALUES ('learning_day', ?)",
      args: [todayUtc()],
    });
    const day0 = String((await run("SELECT value FROM seed_meta WHERE key = 'learning_day'")).rows[0]?.value);

    const users = new Map(
      (await run("SELECT id, username, school_code FROM users")).rows.map((r) => [
        String(r.username),
        { id: Number(r.id), school: String(r.school_code) },
      ]),
    );
    const user = (username: string) => {
      const u = users.get(username);
      if (!u) throw new Error(`demo data: no user ${username}`);
      return u;
    };

    await seedCategories(run);
    const courses = new Map<string, SeedCourse>();
    for (const [index, course] of demoCourses.entries()) {
      courses.set(`${course.school}/${course.name}`, await seedCourse(run, course, index));
    }
    const course = (school: string, name: string) => {
      const c = courses.get(`${school}/${name}`);
      if (!c) throw new Error(`demo data: no course ${name} in ${school}`);
      return c;
    };

    for (const e of demoEnrolments) {
      const u = user(e.user);
      const c = course(u.school, e.course);
      const endDate = c.type === 2 ? addDays(day0, e.validDays ?? 180) : null;
      await run({
        sql: `INSERT INTO enrolments (user_id, course_id, status, end_date, created_at) VALUES (?, ?, ?, ?, ?)
              ON CONFLICT (user_id, course_id) DO NOTHING`,
        args: [u.id, c.id, e.status ?? 1, endDate, `${addDays(day0, -e.enrolledDaysAgo)}T08:00:00.000Z`],
      });
      if (!e.study) continue;
      const logs = studySessions(c.materials, e.study.progress);
      const days = e.study.days;
      for (const [i, log] of logs.entries()) {
        // Spread the sessions over the days in order; 25 minutes apart from 09:00.
        const day = addDays(day0, -(days[Math.floor((i * days.length) / logs.length)] ?? 1));
        const minutes = 9 * 60 + i * 25;
        const at = `${day}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00.000Z`;
        await run({
          sql: `INSERT INTO learning_logs (user_id, course_id, chapter_id, cm_id, position, studied_seconds, created_at)
                SELECT ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS
                  (SELECT 1 FROM learning_logs WHERE user_id = ? AND cm_id = ? AND created_at = ?)`,
          args: [u.id, c.id, log.m.chapterId, log.m.id, log.position, log.studied, at, u.id, log.m.id, at],
        });
      }
    }

    for (const [i, n] of demoNotes.entries()) {
      const u = user(n.user);
      const c = course(u.school, n.course);
      const m = c.materials.find((x) => x.chapter === n.chapter && x.kind === n.kind);
      const error = noteContentError(n.content);
      if (!m || error) throw new Error(`demo data: bad note ${i} (${error ?? "no such material"})`);
      const position = m.type === 1 ? Math.floor(n.at * m.duration) : Math.max(1, Math.ceil(n.at * m.pages));
      const at = `${addDays(day0, -n.daysAgo)} ${pad(19 + (i % 4))}:${pad((i * 7) % 60)}:00`;
      await run({
        sql: `INSERT INTO notes (user_id, course_id, chapter_id, cm_id, content, type, position, created_at, updated_at)
              SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS
                (SELECT 1 FROM notes WHERE user_id = ? AND cm_id = ? AND created_at = ?)`,
        args: [
          u.id,
          c.id,
          m.chapterId,
          m.id,
          n.content,
          m.type === 1 ? 1 : 2,
          position,
          at,
          at,
          u.id,
          m.id,
          at,
        ],
      });
    }

    await seedPractice(run, user);

    for (const cert of demoCertificates) {
      await run({
        sql: `INSERT INTO certificates (user_id, name, org_name, num, path, created_at) VALUES (?, ?, ?, ?, ?, ?)
              ON CONFLICT (user_id, name, num) DO UPDATE SET org_name = excluded.org_name, path = excluded.path,
                created_at = excluded.created_at`,
        args: [user(cert.user).id, cert.name, cert.orgName, cert.num, cert.file, cert.date],
      });
    }

    for (const k of demoClasses) {
      const classId = (
        await run({
          sql: `INSERT INTO classes (school_code, name) VALUES (?, ?)
                ON CONFLICT (school_code, name) DO UPDATE SET name = excluded.name RETURNING id`,
          args: [k.school, k.name],
        })
      ).rows[0]?.id;
      for (const member of k.members) {
        await run({
          sql: "INSERT OR IGNORE INTO class_members (class_id, user_id) VALUES (?, ?)",
          args: [Number(classId), user(member).id],
        });
      }
    }
    await tx.commit();
  } finally {
    tx.close();
  }
}

type Run = Transaction["execute"];

async function seedCategories(run: Run): Promise<void> {
  const parents = new Map(demoCategories.map((c) => [c.id, c.parentId]));
  const level = (id: number): number => {
    const parent = parents.get(id) ?? 0;
    return parent === 0 ? 1 : level(parent) + 1;
  };
  for (const c of demoCategories) {
    await run({
      sql: `INSERT INTO categories (id, name, parent_id, level, school_code) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET name = excluded.name, parent_id = excluded.parent_id,
              level = excluded.level, school_code = excluded.school_code`,
      args: [c.id, c.name, c.parentId, level(c.id), c.school],
    });
  }
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

const kindNames = { video: "lecture", slides: "slide deck", reading: "reading" };
const materialRemark = (kind: Kind, name: string) =>
  `<p>This ${kindNames[kind]} covers <strong>${escapeHtml(name)}</strong>.</p>` +
  `<p>Take notes as you go; your progress is saved automatically.</p>`;

/** The course, its chapters and materials (a video per chapter, slides every second one, a reading last). */
async function seedCourse(run: Run, course: DemoCourse, k: number): Promise<SeedCourse> {
  const cover = `/static/covers/${course.cover}`;
  const intro =
    `<p>${escapeHtml(course.abstract)}</p><h3>What you will learn</h3><ul>` +
    course.chapters.map((c) => `<li>${escapeHtml(c)}</li>`).join("") +
    `</ul><p>Taught by ${escapeHtml(course.teacher)}.</p>`;
  const courseId = Number(
    (
      await run({
        sql: `INSERT INTO courses (school_code, name, photo, list_photo, category_id, type, type_name, teacher,
                abstract, intro, origin_name, course_status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
              ON CONFLICT (school_code, name) DO UPDATE SET photo = excluded.photo, list_photo = excluded.list_photo,
                category_id = excluded.category_id, type = excluded.type, type_name = excluded.type_name,
                teacher = excluded.teacher, abstract = excluded.abstract, intro = excluded.intro,
                origin_name = excluded.origin_name, course_status = excluded.course_status
              RETURNING id`,
        args: [
          course.school,
          course.name,
          cover,
          cover,
          course.categoryId,
          course.type,
          course.type === 1 ? "Open course" : "Professional course",
          course.teacher,
          course.abstract,
          intro,
          course.origin,
          course.takenDown ? 2 : 1,
        ],
      })
    ).rows[0]?.id,
  );

  const materials: SeedMaterial[] = [];
  for (const [i, title] of course.chapters.entries()) {
    const chapterId = Number(
      (
        await run({
          sql: `INSERT INTO chapters (course_id, name, sort) VALUES (?, ?, ?)
                ON CONFLICT (course_id, sort) DO UPDATE SET name = excluded.name RETURNING id`,
          args: [courseId, title, i + 1],
        })
      ).rows[0]?.id,
    );
    // Every material plays the shared demo media; only realMedia courses are sized to it.
    const real = course.realMedia === true;
    const items: { kind: Kind; name: string; type: number; duration: number; pages: number }[] = [
      {
        kind: "video",
        name: title,
        type: 1,
        duration: real ? MEDIA.video.seconds : 480 + ((k * 7 + i * 11) % 9) * 120,
        pages: 0,
      },
    ];
    if (i % 2 === 1) {
      const pages = real ? MEDIA.slides.pages : 12 + ((k + i) % 10);
      items.push({ kind: "slides", name: `${title} – slides`, type: 2, duration: pages * 60, pages });
    }
    if (i === course.chapters.length - 1) {
      const pages = real ? MEDIA.reading.pages : 6 + (k % 5);
      items.push({ kind: "reading", name: `${title} – reading`, type: 3, duration: pages * 90, pages });
    }
    for (const [j, item] of items.entries()) {
      const id = Number(
        (
          await run({
            sql: `INSERT INTO materials (course_id, chapter_id, name, type, duration, pages, sort, file, remark)
                  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                  ON CONFLICT (chapter_id, sort) DO UPDATE SET name = excluded.name, type = excluded.type,
                    duration = excluded.duration, pages = excluded.pages, file = excluded.file,
                    remark = excluded.remark
                  RETURNING id`,
            args: [
              courseId,
              chapterId,
              `${i + 1}.${j + 1} ${item.name}`,
              item.type,
              item.duration,
              item.pages,
              j + 1,
              MEDIA[item.kind].file,
              materialRemark(item.kind, item.name),
            ],
          })
        ).rows[0]?.id,
      );
      materials.push({ id, chapterId, chapter: i, ...item });
    }
  }
  return { id: courseId, type: course.type, materials };
}

/**
 * The study sessions of a plan, in order: finished materials take two sessions (95 % of the duration, the
 * last one reaching the end or last page); the material after them is studied partly.
 */
function studySessions(materials: SeedMaterial[], progress: Progress) {
  const n = materials.length;
  const finished = { full: n, most: n - 1, half: Math.ceil(n / 2), started: 0 }[progress];
  const sessions: { m: SeedMaterial; position: number; studied: number }[] = [];
  for (const [i, m] of materials.entries()) {
    const end = m.type === 1 ? m.duration : m.pages;
    if (i < finished) {
      sessions.push({ m, position: Math.ceil(end * 0.55), studied: Math.round(m.duration * 0.55) });
      sessions.push({ m, position: end, studied: Math.round(m.duration * 0.4) });
    } else if (i === finished) {
      const share = progress === "started" ? 0.4 : 0.3;
      sessions.push({
        m,
        position: Math.max(1, Math.floor(end * share)),
        studied: Math.round(m.duration * share),
      });
    }
  }
  return sessions;
}

async function seedPractice(run: Run, user: (username: string) => { id: number; school: string }) {
  // Per set name: its id and, per chapter name, the answerable question ids in card order.
  const sets = new Map<string, { id: number; chapters: Map<string, number[]> }>();
  for (const set of demoExercises) {
    const exerciseId = Number(
      (
        await run({
          sql: `INSERT INTO exercises (school_code, name, photo, abstract, status) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (school_code, name) DO UPDATE SET photo = excluded.photo, abstract = excluded.abstract,
                  status = excluded.status RETURNING id`,
          args: [set.school, set.name, `/static/covers/${set.cover}`, set.abstract, set.expired ? 2 : 1],
        })
      ).rows[0]?.id,
    );
    const chapters = new Map<string, number[]>();
    for (const [i, chapter] of set.chapters.entries()) {
      const chapterId = Number(
        (
          await run({
            sql: `INSERT INTO question_chapters (school_code, name) VALUES (?, ?)
                  ON CONFLICT (school_code, name) DO UPDATE SET name = excluded.name RETURNING id`,
            args: [set.school, chapter.name],
          })
        ).rows[0]?.id,
      );
      chapters.set(chapter.name, await seedQuestions(run, chapterId, chapter.questions));
      await run({
        sql: `INSERT INTO exercise_chapters (exercise_id, chapter_id, name, sort) VALUES (?, ?, ?, ?)
              ON CONFLICT (exercise_id, chapter_id) DO UPDATE SET name = excluded.name, sort = excluded.sort`,
        args: [exerciseId, chapterId, chapter.name, i + 1],
      });
    }
    sets.set(set.name, { id: exerciseId, chapters });
  }

  for (const p of demoPractice) {
    const set = sets.get(p.exercise);
    const ids = set?.chapters.get(p.chapter);
    const demo = demoExercises.find((e) => e.name === p.exercise)?.chapters.find((c) => c.name === p.chapter);
    if (!set || !ids || !demo) throw new Error(`demo data: no practice chapter ${p.exercise} / ${p.chapter}`);
    const userId = user(p.user).id;
    const chapterId = Number(
      (await run({ sql: "SELECT chapter_id FROM questions WHERE id = ?", args: [ids[0] ?? 0] })).rows[0]
        ?.chapter_id,
    );
    const inserted = await run({
      sql: `INSERT INTO practice_submissions (user_id, exercise_id, chapter_id, submitted) VALUES (?, ?, ?, ?)
            ON CONFLICT DO NOTHING`,
      args: [userId, set.id, chapterId, p.submitted ? 1 : 0],
    });
    // Only with a new submission row: a learner who chose "answer again" keeps their fresh start.
    if (inserted.rowsAffected === 0) continue;
    const questions = answerable(demo.questions);
    for (const a of p.answers) {
      const q = questions[a.num - 1];
      const queId = ids[a.num - 1];
      if (!q || queId === undefined) throw new Error(`demo data: no question ${a.num} in ${p.chapter}`);
      const answer = await demoAnswer(run, q, queId, a.right);
      await run({
        sql: `INSERT OR IGNORE INTO practice_answers (user_id, exercise_id, que_id, answer, is_right, is_sign)
              VALUES (?, ?, ?, ?, ?, ?)`,
        args: [userId, set.id, queId, answer, a.right ? "1" : "2", a.marked ? "1" : "2"],
      });
    }
  }
}
