import { PARTY_CONTENT } from "~/domain/party-site-content";
import { isPartyFramePath } from "~/domain/root-scope";

/** The tenant's content of the party site's frame: the consultation contact, the footer and the side widgets. */
export type PartyFrame = Pick<typeof PARTY_CONTENT, "consultation" | "footer" | "widgets">;

/**
 * The party frame's content for the root loader, on the party site's pages only. It travels as data rather than
 * in the pages' script (decision 011), and through the root so that the site's error pages have it too.
 */
export function partyFrameOf(pathname: string): PartyFrame | null {
  if (!isPartyFramePath(pathname)) return null;
  const { consultation, footer, widgets } = PARTY_CONTENT;
  return { consultation, footer, widgets };
}

/** The 8 placeholder covers of word materials (§2.4), for the detail's loader. */
export const PARTY_WORD_COVERS: readonly string[] = PARTY_CONTENT.wordCovers.map((cover) => cover.src);
