import { PARTY_CONTENT } from "~/domain/party-site-content";
import { framedSiteOfPath } from "~/domain/sites";

/** The tenant's content of the party site's frame: the consultation contact, the footer and the side widgets. */
export type PartyFrame = Pick<typeof PARTY_CONTENT, "consultation" | "footer" | "widgets">;

/** The frame content of each site whose frame travels in the root's data (sites.ts `frameInRoot`). */
export type SiteFrame = { site: "party" } & PartyFrame;

/**
 * The frame content of the site in view, for the root loader (`framedSiteOfPath`), or null. It travels as data
 * rather than in the pages' script (decision 011), and through the root so that the site's error pages have it too.
 */
export function siteFrameOf(pathname: string): SiteFrame | null {
  const site = framedSiteOfPath(pathname);
  if (site !== "party") return null;
  const { consultation, footer, widgets } = PARTY_CONTENT;
  return { site, consultation, footer, widgets };
}
