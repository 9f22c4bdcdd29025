// Which host a request was addressed to (docs/decisions/028). Behind a proxy the browser's host
// arrives in X-Forwarded-Host, but anyone can send that header: believed from anyone, one request could make the
// portal build its login links and its own origin (the cross-site check) from a host the attacker chose, and a
// cache in front would keep that page for everyone. So it is believed only from the proxies named in
// TRUSTED_PROXIES (their socket addresses, comma-separated); from any other client it is ignored and the Host stands.

/** The addresses TRUSTED_PROXIES names (IPv4-mapped IPv6 written as IPv4); empty when unset. */
export function parseTrustedProxies(value: string | undefined): Set<string> {
  const addresses = (value ?? "")
    .split(",")
    .map((entry) => normaliseAddress(entry.trim()))
    .filter(Boolean);
  for (const address of addresses) {
    if (!/^[\d.]+$|^[\da-f:]+$/i.test(address))
      throw new Error(`TRUSTED_PROXIES: "${address}" is not an IP address (a comma-separated list of them)`);
  }
  return new Set(addresses);
}

function normaliseAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "").toLowerCase();
}

/** The forwarded host to believe for a request from `remote`, or null (then the Host header stands). */
export function believedForwardedHost(
  forwardedHost: string | null,
  remote: string | undefined,
  trusted: ReadonlySet<string>,
): string | null {
  if (!forwardedHost || !remote || !trusted.has(normaliseAddress(remote))) return null;
  const host = forwardedHost.split(",")[0]?.trim() ?? "";
  // A host name or address with an optional port; anything else is not a host.
  return /^[a-z\d.-]+(:\d{1,5})?$|^\[[\da-f:.]+\](:\d{1,5})?$/i.test(host) ? host : null;
}
