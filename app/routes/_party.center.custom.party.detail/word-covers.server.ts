import { PARTY_CONTENT } from "~/domain/party-site-content";

/**
 * The 8 placeholder covers of word materials (public-sites §2.4), for the detail's loader: a server module, so that
 * the tenant's content stays out of the page's script (decision 011).
 */
export const PARTY_WORD_COVERS: readonly string[] = PARTY_CONTENT.wordCovers.map((cover) => cover.src);
