import type { Client, InStatement } from "@libsql/client";
import { demoMaterialStates, demoReviews, demoSchoolSettings, demoTeachers } from "./demo/course-player";
import { reviewContentError } from "./text-rules";

// Demo data of the catalogue, course detail and player (after seedLearning, whose courses it refers to).
// Keyed on natural keys; reviews' dates count from the learning seed day, so seeding again changes nothing.

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, "0");

export async function seedCoursePlayer(db: Client): Promise<void> {
  const tx = await db.transaction("write");
  try {
    const run = (stmt: InStatement) => tx.execute(stmt);
    const day0 = String((await run("SELECT value FROM seed_meta WHERE key = 'learning_day'")).rows[0]?.value);
    const courseId = async (school: string, name: string) => {
      const row = (
        await run({ sql: "SELECT id FROM courses WHERE school_code = ? AND name = ?", args: [school, name] })
      ).rows[0];
      if (!row) throw new Error(`demo data: no course ${name} in ${school}`);
      return Number(row.id);
    };
    const userId = async (username: string) => {
      const row = (await run({ sql: "SELECT id FROM users WHERE username = ?", args: [username] })).rows[0];
      if (!row) throw new Error(`demo data: no user ${username}`);
      return Number(row.id);
    };

    for (const t of demoTeachers) {
      const course = await courseId(t.school, t.course);
      for (const [i, teacher] of t.teachers.entries()) {
        await run({
          sql: `INSERT INTO course_teachers (course_id, name, photo, intro, sort) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (course_id, sort) DO UPDATE SET name = excluded.name, photo = excluded.photo,
                  intro = excluded.intro`,
          args: [
            course,
            teacher.name,
            teacher.photo ? `/static/teachers/${teacher.photo}` : "",
            teacher.intro,
            i + 1,
          ],
        });
      }
    }

    for (const r of demoReviews) {
      const course = await courseId(r.school, r.course);
      for (const [i, review] of r.reviews.entries()) {
        const error = reviewContentError(review.content);
        if (error) throw new Error(`demo data: bad review ${i} of ${r.course} (${error})`);
        const user = await userId(review.user);
        const at = `${addDays(day0, -review.daysAgo)} ${pad(10 + (i % 9))}:${pad((i * 7) % 60)}:00`;
        await run({
          sql: `INSERT INTO course_comments (course_id, user_id, level, content, created_at)
                SELECT ?, ?, ?, ?, ? WHERE NOT EXISTS
                  (SELECT 1 FROM course_comments WHERE course_id = ? AND user_id = ? AND created_at = ?)`,
          args: [course, user, review.level, review.content, at, course, user, at],
        });
      }
    }

    for (const m of demoMaterialStates) {
      const course = await courseId(m.school, m.course);
      const [chapter, sort] = m.material.split(".").map(Number);
      const sets = [
        ...(m.status ? [["status", m.status] as const] : []),
        ...(m.sign ? [["sign", m.sign] as const] : []),
        ...(m.remark ? [["remark", m.remark] as const] : []),
      ];
      const rs = await run({
        sql: `UPDATE materials SET ${sets.map(([k]) => `${k} = ?`).join(", ")}
              WHERE course_id = ? AND sort = ? AND chapter_id = (SELECT id FROM chapters WHERE course_id = ? AND sort = ?)`,
        args: [...sets.map(([, v]) => v), course, sort ?? 0, course, chapter ?? 0],
      });
      if (rs.rowsAffected !== 1) throw new Error(`demo data: no material ${m.material} in ${m.course}`);
    }

    for (const s of demoSchoolSettings) {
      await run({
        sql: `INSERT INTO school_course_settings (school_code, play_status, hook_status, hook_minute, hook_second)
              VALUES (?, ?, ?, ?, ?)
              ON CONFLICT (school_code) DO UPDATE SET play_status = excluded.play_status,
                hook_status = excluded.hook_status, hook_minute = excluded.hook_minute,
                hook_second = excluded.hook_second`,
        args: [s.school, s.playStatus, s.hookStatus, s.hookMinute, s.hookSecond],
      });
    }
    await tx.commit();
  } finally {
    tx.close();
  }
}
