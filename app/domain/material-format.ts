import { MATERIAL_SLIDES, MATERIAL_VIDEO } from "./player-rules";
import { formatHms } from "./time-format";

// Chapter tree materials: learner-area §3 (Chapter tree node): type 1 video, 2 slides or pdf, 3 document.

export type MaterialKind = "video" | "slides" | "document";

export function materialKind(type: number | null | undefined): MaterialKind {
  if (type === MATERIAL_VIDEO) return "video";
  if (type === MATERIAL_SLIDES) return "slides";
  return "document";
}

/** Bytes as KB below one MB, MB above, one decimal at most. */
export function formatSize(bytes: number): string {
  const value = Math.max(0, bytes);
  if (value < 1024 * 1024) return `${trim(value / 1024)} KB`;
  return `${trim(value / (1024 * 1024))} MB`;
}

function trim(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A video shows its duration as hh:mm:ss; other materials their size. */
export function materialExtent(material: {
  type: number | null | undefined;
  duration: number | null | undefined;
  size: number | null | undefined;
}): string | null {
  if (materialKind(material.type) === "video")
    return material.duration !== null && material.duration !== undefined
      ? formatHms(material.duration)
      : null;
  return material.size !== null && material.size !== undefined ? formatSize(material.size) : null;
}
