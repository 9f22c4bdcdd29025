import "~/components/page-kit";
import "~/components/list-kit";
import { useEffect, useId } from "react";
import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, Tooltip, XAxis, YAxis } from "recharts";
import { ResponsiveContainer } from "recharts";

import { legendScrolls } from "~/domain/study-stats";
import { formatHms } from "~/domain/time-format";
import { useT } from "~/i18n/i18n";

// The study data charts (public-sites §2.1). Client only: loaded with lazyCode (components/ui/lazy-code.ts,
// decision 031), so recharts reaches the browser only on this page and after the page is usable. The server
// renders the same figures as tables; the drawings are therefore hidden from assistive technology, and so
// without recharts' keyboard layer and the pie's tab stop (a focusable drawing inside aria-hidden is a stop that
// announces nothing).

/** Distinct hues that keep a 3:1 contrast against white. */
const COLORS = [
  "#1f6feb",
  "#d1242f",
  "#1a7f37",
  "#9a6700",
  "#8250df",
  "#bf3989",
  "#0a7b83",
  "#bc4c00",
  "#57606a",
  "#4d2d8f",
];

const colorAt = (index: number) => COLORS[index % COLORS.length];

type Ready = { onReady: () => void };

export function StudyTimeRing({
  shares,
  total,
  onReady,
}: Ready & { shares: { name: string; seconds: number; percent: number }[]; total: number }) {
  const t = useT();
  const legendId = useId();
  const scrolls = legendScrolls(shares.length);
  useEffect(onReady, [onReady]);
  return (
    <div className="study-ring">
      <div className="study-ring__chart" aria-hidden="true">
        <PieChart width={240} height={240} accessibilityLayer={false}>
          <Pie
            data={shares}
            dataKey="seconds"
            nameKey="name"
            innerRadius={78}
            outerRadius={112}
            paddingAngle={shares.length > 1 ? 1 : 0}
            isAnimationActive={false}
            rootTabIndex={-1}
          >
            {shares.map((share, index) => (
              <Cell key={`${index}:${share.name}`} fill={colorAt(index)} />
            ))}
          </Pie>
          <Tooltip formatter={(value) => formatHms(Number(value))} />
        </PieChart>
        <div className="study-ring__centre">
          <span>{t("myStudy.totalTime")}</span>
          <strong>{formatHms(total)}</strong>
        </div>
      </div>
      {/* The legend is the page's own list under the ring, wrapping into as many columns as fit: no name broken
          mid-word, from 360 px up (decision 020). With more than 6 categories it is one column that
          scrolls, 6 entries high (§2.1, decision 027), and a tab stop so that a keyboard can scroll it. */}
      <div
        className={scrolls ? "study-legend study-legend--scroll" : "study-legend"}
        role="group"
        aria-labelledby={legendId}
        // A box that scrolls must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={scrolls ? 0 : undefined}
      >
        <h3 id={legendId} className="visually-hidden">
          {t("myStudy.legend")}
        </h3>
        <ul>
          {shares.map((share, index) => (
            <li key={`${index}:${share.name}`}>
              <span className="study-legend__swatch" style={{ background: colorAt(index) }} />
              <span className="study-legend__name">{share.name}</span>
              <span className="study-legend__value">{formatHms(share.seconds)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function StudyCoursesBars({
  items,
  onReady,
}: Ready & { items: { category_name: string; leran_course_count: number }[] }) {
  const t = useT();
  useEffect(onReady, [onReady]);
  // Horizontal bars: long category names stay readable on a 360 px phone.
  const height = Math.max(160, items.length * 40 + 40);
  // The first drawing, before the container is measured, is narrower than the box on a 360 px phone (about
  // 290 px): 320 px made the page scroll sideways until the measure came, late on a busy phone.
  return (
    <div className="study-bars" aria-hidden="true">
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 240, height }}>
        <BarChart
          data={items}
          layout="vertical"
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="category_name" width={110} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar
            dataKey="leran_course_count"
            name={t("myStudy.courseCount")}
            fill={COLORS[0]}
            barSize={20}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
