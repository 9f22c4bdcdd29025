/** Seconds as hh:mm:ss, hours not capped at 24 (learner-area §9, public-sites §9 time format). */
export function formatHms(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** The date part of 'YYYY-MM-DD HH:MM:SS' or an ISO time (certificates show the date only). */
export function datePart(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? value;
}
