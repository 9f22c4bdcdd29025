// video.js's Chinese words, loaded by the player for a zh-CN page (video-player.client.tsx). Loaded through this
// module rather than by importing the JSON file itself: every lazily loaded entry of the client build must import
// the page kit (decision 011), and one that does not (the JSON file did not) kept esbuild's helpers in a file of
// their own on every page (decision 035).
import "~/components/page-kit";

export { default } from "video.js/dist/lang/zh-CN.json";
