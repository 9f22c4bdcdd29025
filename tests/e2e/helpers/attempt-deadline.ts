import { createClient } from "@libsql/client";

// An attempt's time running out on the server's clock, without the wait (decision 055): its deadline (expire_time)
// is moved back in the reference upstream's database, the file the e2e webServer uses (playwright.config.ts sets
// E2E_UPSTREAM_DB; applied-saves.ts reads the same file), and its start with it, so the time used stays the limit.
// For the upstream that is the same as the time having passed: it decides from its own clock against the stored
// deadline as it always does (upstream/exam-attempts.ts: the attempt finished at its deadline once the grace is over
// too, answers after it refused). That the seeded limit makes that deadline is tests/upstream/exams.test.ts's part.
// The page's own count is moved on with Playwright's clock (`page.clock`) where a test needs it at zero.

/** The grace the e2e upstream gives after a deadline (playwright.config.ts: UPSTREAM_EXAM_GRACE_SECONDS). */
export const GRACE_SECONDS = 3;

/**
 * Moves the open attempt `recordId`'s deadline to `secondsAgo` seconds before now (0: the time runs out now, the
 * grace still to come; more than GRACE_SECONDS: the grace is over too).
 */
export async function moveDeadline(recordId: string | number, secondsAgo: number): Promise<void> {
  const url = process.env.E2E_UPSTREAM_DB;
  if (!url) throw new Error("E2E_UPSTREAM_DB is not set: run the end-to-end tests with playwright.config.ts");
  // The upstream uses the same file meanwhile: its lock is waited for, as the upstream waits for this one.
  const db = createClient({ url, timeout: 5_000 });
  try {
    const deadline = Math.floor(Date.now() / 1000) - secondsAgo;
    const moved = await db.execute({
      sql: `UPDATE exam_records SET start_time = start_time - (expire_time - ?), expire_time = ?
            WHERE id = ? AND status = 2 AND expire_time IS NOT NULL`,
      args: [deadline, deadline, Number(recordId)],
    });
    if (moved.rowsAffected !== 1) throw new Error(`attempt ${recordId} is not open with a deadline`);
  } finally {
    db.close();
  }
}
