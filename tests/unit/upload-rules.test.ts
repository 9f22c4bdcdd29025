import { describe, expect, it } from "vitest";

import {
  ACCEPT,
  ALLOWED_LIST,
  chunkCount,
  chunkLength,
  chunkRange,
  CHUNK_BYTES,
  cleanFileName,
  confirmDeleteFile,
  confirmDeleteFileOf,
  contentTypeFor,
  deleteFileIntent,
  deleteFileOf,
  downloadName,
  extensionOf,
  fileKey,
  fileKind,
  fileLabel,
  fileProblem,
  isMissingFile,
  isStreamedDownload,
  MAX_BYTES,
  needsMerge,
  retryDelayMs,
  roomFor,
  withoutFile,
} from "~/domain/upload-rules";
import { contentMatchesName } from "~/domain/file-signature";

import { SAMPLES } from "../mocks/learning/files";

const text = (value: string) => new TextEncoder().encode(value);

describe("limits", () => {
  it("are the spec's: room for 3 files, 30 MB each, sent in 3 MB chunks", () => {
    const MB = 1024 * 1024;
    expect(roomFor(2, 1)).toBe(true);
    expect(roomFor(3, 1)).toBe(false);
    expect(roomFor(1, 3)).toBe(false);
    expect(fileProblem({ name: "a.pdf", size: 30 * MB })).toBeNull();
    expect(fileProblem({ name: "a.pdf", size: 30 * MB + 1 })).toBe("size");
    expect(chunkCount(30 * MB)).toBe(10);
    expect(chunkLength(30 * MB, 0)).toBe(3 * MB);
  });

  it("allow the spec's twelve types, mp4 included, and offer them to the file input", () => {
    expect(ALLOWED_LIST).toBe("doc, docx, xls, xlsx, ppt, pptx, pdf, png, jpeg, jpg, mp3, mp4");
    expect(ACCEPT.split(",")).toContain(".mp4");
    expect(ACCEPT.split(",")).toHaveLength(12);
  });
});

describe("extensionOf and fileKind", () => {
  it("reads the extension in lower case, none for dot files", () => {
    expect(extensionOf("Report.PDF")).toBe("pdf");
    expect(extensionOf("archive.tar.gz")).toBe("gz");
    expect(extensionOf(".pdf")).toBe("");
    expect(extensionOf("pdf")).toBe("");
    expect(extensionOf("/files/a.mp4?x=1")).toBe("mp4");
  });

  it("labels files as the spec's preview types", () => {
    expect(["a.png", "a.jpeg", "a.jpg"].map(fileKind)).toEqual(["img", "img", "img"]);
    expect(["a.doc", "a.docx"].map(fileKind)).toEqual(["doc", "doc"]);
    expect(["a.xls", "a.xlsx"].map(fileKind)).toEqual(["xls", "xls"]);
    expect(["a.ppt", "a.pptx", "a.pdf"].map(fileKind)).toEqual(["ppt", "ppt", "ppt"]);
    expect(fileKind("a.mp4")).toBe("video");
    expect(fileKind("a.mp3")).toBe("audio");
    expect(fileKind("a.txt")).toBeNull();
  });

  it("streams mp4 and mp3 only; everything else is downloaded by POST", () => {
    expect(isStreamedDownload("clip.MP4")).toBe(true);
    expect(isStreamedDownload("talk.mp3")).toBe(true);
    expect(isStreamedDownload("notes.pdf")).toBe(false);
    expect(isStreamedDownload("photo.png")).toBe(false);
  });
});

describe("fileProblem", () => {
  it("refuses a type outside the list", () => {
    expect(fileProblem({ name: "notes.txt", size: 10 })).toBe("type");
    expect(fileProblem({ name: "page.html", size: 10 })).toBe("type");
    expect(fileProblem({ name: "noextension", size: 10 })).toBe("type");
  });

  it("refuses over 30 MB with the video message for mp4 and the general one otherwise", () => {
    expect(fileProblem({ name: "a.pdf", size: MAX_BYTES })).toBeNull();
    expect(fileProblem({ name: "a.pdf", size: MAX_BYTES + 1 })).toBe("size");
    expect(fileProblem({ name: "a.mp4", size: MAX_BYTES + 1 })).toBe("sizeVideo");
    expect(fileProblem({ name: "a.mp3", size: MAX_BYTES + 1 })).toBe("size");
  });

  it("refuses an empty file", () => {
    expect(fileProblem({ name: "a.pdf", size: 0 })).toBe("type");
  });

  it("counts the answer's existing files", () => {
    expect(roomFor(0, 3)).toBe(true);
    expect(roomFor(2, 1)).toBe(true);
    expect(roomFor(2, 2)).toBe(false);
    expect(roomFor(3, 1)).toBe(false);
  });
});

describe("chunk plan", () => {
  it("sends a file in 3 MB chunks, the last one shorter, at least one", () => {
    expect(chunkCount(1)).toBe(1);
    expect(chunkCount(CHUNK_BYTES)).toBe(1);
    expect(chunkCount(CHUNK_BYTES + 1)).toBe(2);
    expect(chunkCount(MAX_BYTES)).toBe(10);
    expect(chunkRange(CHUNK_BYTES + 5, 1)).toEqual({ start: CHUNK_BYTES, end: CHUNK_BYTES + 5 });
    expect(chunkLength(CHUNK_BYTES + 5, 0)).toBe(CHUNK_BYTES);
    expect(chunkLength(CHUNK_BYTES + 5, 1)).toBe(5);
    expect(chunkLength(CHUNK_BYTES + 5, 2)).toBe(0);
  });

  it("merges only more than one chunk", () => {
    expect(needsMerge(1)).toBe(false);
    expect(needsMerge(2)).toBe(true);
  });

  it("waits a little longer before each retry, never more than 3 s", () => {
    expect(retryDelayMs(1)).toBe(250);
    expect(retryDelayMs(2)).toBe(500);
    expect(retryDelayMs(10)).toBe(3000);
  });
});

describe("contentMatchesName", () => {
  it("accepts each family's magic bytes under its own names", () => {
    expect(contentMatchesName("a.pdf", SAMPLES.pdf)).toBe(true);
    expect(contentMatchesName("a.png", SAMPLES.png)).toBe(true);
    expect(contentMatchesName("a.jpg", SAMPLES.jpeg)).toBe(true);
    expect(contentMatchesName("a.JPEG", SAMPLES.jpeg)).toBe(true);
    for (const name of ["a.docx", "a.xlsx", "a.pptx"])
      expect(contentMatchesName(name, SAMPLES.zip)).toBe(true);
    for (const name of ["a.doc", "a.xls", "a.ppt"]) expect(contentMatchesName(name, SAMPLES.ole)).toBe(true);
    expect(contentMatchesName("a.mp3", SAMPLES.id3)).toBe(true);
    expect(contentMatchesName("a.mp3", SAMPLES.mp3Frame)).toBe(true);
    expect(contentMatchesName("a.mp4", SAMPLES.mp4)).toBe(true);
  });

  it("finds a pdf header after a little junk", () => {
    expect(contentMatchesName("a.pdf", new Uint8Array([0x0a, 0x0d, ...SAMPLES.pdf]))).toBe(true);
  });

  it("refuses content that is not what the name says", () => {
    expect(contentMatchesName("a.pdf", text("just some text, not a pdf"))).toBe(false);
    expect(contentMatchesName("a.png", SAMPLES.jpeg)).toBe(false);
    expect(contentMatchesName("a.docx", SAMPLES.ole)).toBe(false);
    expect(contentMatchesName("a.doc", SAMPLES.zip)).toBe(false);
    expect(contentMatchesName("a.mp3", SAMPLES.jpeg)).toBe(false);
    expect(contentMatchesName("a.mp4", text("<html><script>alert(1)</script>"))).toBe(false);
    expect(contentMatchesName("a.txt", text("%PDF-1.4"))).toBe(false);
    expect(contentMatchesName("a.pdf", new Uint8Array())).toBe(false);
  });
});

describe("names, keys and the delete flow", () => {
  it("keeps the base name without control characters", () => {
    expect(cleanFileName("C:\\Users\\me\\report.pdf")).toBe("report.pdf");
    expect(cleanFileName("a\u0000b.pdf")).toBe("ab.pdf");
    const long = `${"x".repeat(300)}.pdf`;
    expect(cleanFileName(long)).toHaveLength(194);
    expect(cleanFileName(long).endsWith(".pdf")).toBe(true);
  });

  it("names a download by its name, else its path, else 'file'", () => {
    expect(downloadName("a.pdf", "/x/y.pdf")).toBe("a.pdf");
    expect(downloadName("", "/x/y.pdf")).toBe("y.pdf");
    expect(downloadName("", "")).toBe("file");
  });

  it("serves a download with the type of its extension, never HTML", () => {
    expect(contentTypeFor("a.pdf")).toBe("application/pdf");
    expect(contentTypeFor("a.mp4")).toBe("video/mp4");
    expect(contentTypeFor("a.html")).toBe("application/octet-stream");
  });

  it("identifies a file by id, file id or path, and shows its name", () => {
    expect(fileKey({ id: "7", file_id: "8" })).toBe("7");
    expect(fileKey({ id: "", file_id: "8" })).toBe("8");
    expect(fileKey({ file_path: "/u/a.pdf" })).toBe("/u/a.pdf");
    expect(fileLabel({ id: "7", file_name: "a.pdf" })).toBe("a.pdf");
    expect(fileLabel({ id: "7", name: "b.pdf" })).toBe("b.pdf");
    expect(fileLabel({ id: "7", file_path: "/u/c.pdf" })).toBe("c.pdf");
    expect(withoutFile([{ id: "1" }, { id: "2" }], "1")).toEqual([{ id: "2" }]);
  });

  it("round-trips the delete intent and the dialog's query value", () => {
    expect(deleteFileOf(deleteFileIntent("42"))).toBe("42");
    expect(deleteFileOf("go:42")).toBeNull();
    expect(deleteFileOf("delete-file:")).toBeNull();
    expect(confirmDeleteFileOf(confirmDeleteFile("42"))).toBe("42");
    expect(confirmDeleteFileOf("delete-7")).toBeNull();
  });
});

describe("isMissingFile", () => {
  it("is a file server's 404 or the upstream's 1404, nothing else", () => {
    expect(isMissingFile({ code: "404" })).toBe(true);
    expect(isMissingFile({ code: "1404" })).toBe(true);
    expect(isMissingFile({ code: "5000" })).toBe(false);
    expect(isMissingFile({ code: "2004" })).toBe(false);
    expect(isMissingFile({ code: null })).toBe(false);
  });
});
