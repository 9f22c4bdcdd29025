// A hand-in time as a receipt shows it (decision 043): the date and the clock time in the schools' time zone
// (China's, UTC+8, no daylight saving; the page is rendered on the server, without the browser's zone), named
// with its offset so that a learner elsewhere reads it right. The same digits in both languages.

const SCHOOL_TIME_ZONE = "Asia/Shanghai";

export function handInTime(unixSeconds: number): { text: string; iso: string } {
  const date = new Date(unixSeconds * 1000);
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: SCHOOL_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const text = `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}:${part("second")} (UTC+8)`;
  return { text, iso: date.toISOString() };
}
