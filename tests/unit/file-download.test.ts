import { describe, expect, it } from "vitest";

import { canShowInline, certificateFileName, contentDisposition } from "~/domain/file-download";

describe("certificateFileName", () => {
  it("is the certificate's name with the stored file's extension, pdf by default", () => {
    expect(certificateFileName("结业证书", "/certs/12.pdf")).toBe("结业证书.pdf");
    expect(certificateFileName("Badge", "https://cdn.example.edu/c/7.PNG?x=1")).toBe("Badge.png");
    expect(certificateFileName("Certificate", null)).toBe("Certificate.pdf");
    expect(certificateFileName("Certificate", "/files/download")).toBe("Certificate.pdf");
    expect(certificateFileName("Certificate", "/files/x.exe")).toBe("Certificate.pdf");
  });

  it("replaces characters that file systems reject and never ends up nameless", () => {
    expect(certificateFileName('A/B: "C"?', "a.pdf")).toBe("A_B_ _C_.pdf");
    expect(certificateFileName("  ", null)).toBe("certificate.pdf");
  });
});

describe("contentDisposition", () => {
  it("carries an ASCII fallback and the UTF-8 name per RFC 5987", () => {
    expect(contentDisposition("attachment", "结业证书 2026.pdf")).toBe(
      `attachment; filename="____ 2026.pdf"; filename*=UTF-8''%E7%BB%93%E4%B8%9A%E8%AF%81%E4%B9%A6%202026.pdf`,
    );
    expect(contentDisposition("inline", "it's (1).pdf")).toBe(
      `inline; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`,
    );
  });

  it("cannot be broken out of by quotes or separators in the name", () => {
    expect(contentDisposition("attachment", 'a";b\\.pdf')).toBe(
      `attachment; filename="a__b_.pdf"; filename*=UTF-8''a%22%3Bb%5C.pdf`,
    );
  });
});

describe("canShowInline", () => {
  it("allows pdf and images, not HTML or unknown types", () => {
    expect(canShowInline("application/pdf")).toBe(true);
    expect(canShowInline("image/png; charset=binary")).toBe(true);
    expect(canShowInline("text/html")).toBe(false);
    expect(canShowInline("image/svg+xml")).toBe(false);
    expect(canShowInline(null)).toBe(false);
  });
});
