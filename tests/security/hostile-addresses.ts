import fc from "fast-check";

// Hostile return addresses built from the pieces that have led redirects off a site: slashes and backslashes
// (raw and percent-encoded), dot segments, tabs and newlines a URL parser drops, schemes, userinfo and hosts.
const PIECES = [
  "/",
  "//",
  "///",
  "\\",
  "\\\\",
  "/\\",
  "\\/",
  "/..",
  "/.",
  "..",
  ".",
  "/../",
  "%2e",
  "%2E",
  "%2e%2e",
  ".%2e",
  "%2f",
  "%2F",
  "%5c",
  "%5C",
  "%252f",
  "%09",
  "%0a",
  "%00",
  "\t",
  "\n",
  "\r",
  " ",
  "\u0000",
  "\u3002",
  "http:",
  "https:",
  "HTTP:",
  "javascript:",
  "data:",
  "ftp:",
  "file:",
  "blob:",
  ":",
  "@",
  "?",
  "#",
  ";",
  "evil.example",
  "evil.example:3000",
  "localhost",
  "localhost:3000",
  "localhost:3001",
  "127.0.0.1",
  "[::1]",
  "0x7f.1",
  "center",
  "/center",
  "/center/",
  "/center/100001/user/myClass",
  "alert(1)",
  "x",
] as const;

export const hostileAddress: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 9 }).map((p) => p.join("")),
  },
  // A few fully random strings among the built ones.
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

/** The vectors the issue names: each one once led off the portal. */
export const KNOWN_VECTORS = [
  "/..//evil.example",
  "/./\\evil",
  "/%2e%2e//evil",
  "http:/\\localhost:3000/\\t/x",
  "http:/\\localhost:3000/\t/x",
  "/center/..//evil.example",
  "/center/../..//evil.example/x",
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "\t//evil.example",
  "https://evil.example/center/",
  "javascript:alert(1)",
  "http://localhost:3000@evil.example/center/",
  "/center/%2e%2e/%2e%2e//evil.example",
];

/** True when `location`, as a browser resolves it on the portal, stays on the portal's origin under /center. */
export function staysOnPortal(location: string | null, portal: string): boolean {
  if (location === null) return false;
  let url: URL;
  try {
    url = new URL(location, portal);
  } catch {
    return false;
  }
  return (
    url.origin === new URL(portal).origin &&
    (url.pathname === "/center" || url.pathname.startsWith("/center/"))
  );
}
