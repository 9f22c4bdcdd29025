// Files handed to the browser: names and dispositions (learner-area §2 Certificates, §5 certificate view).

const KNOWN_EXTENSIONS = new Set(["pdf", "png", "jpg", "jpeg", "gif", "webp"]);

/** Types a browser may show inline from the portal's origin without running anything. */
const INLINE_TYPES = new Set(["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"]);

/**
 * `<certificate name>.<ext>`: the extension of the stored file when it is a known one, else pdf; characters
 * that file systems reject become '_'.
 */
export function certificateFileName(name: string, path?: string | null): string {
  const stored = /\.([a-z0-9]{1,5})$/i.exec((path ?? "").split(/[?#]/)[0] ?? "")?.[1]?.toLowerCase();
  const extension = stored && KNOWN_EXTENSIONS.has(stored) ? stored : "pdf";
  // eslint-disable-next-line no-control-regex
  const base = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, "_").trim();
  return `${base || "certificate"}.${extension}`;
}

/** A Content-Disposition with an ASCII fallback name and the real one per RFC 5987 (`filename*`). */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Whether a file of this type may be opened inline; anything else is downloaded (no HTML on our origin). */
export function canShowInline(contentType: string | null | undefined): boolean {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return INLINE_TYPES.has(type);
}
