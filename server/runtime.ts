/**
 * The Node runtime the portal runs on (docs/decisions/041): one LTS major, brought by the project itself (the npm
 * package `node`, an optional dependency pinned in package.json; npm scripts put its binary first on PATH) or
 * installed by the school (a container image, a distribution package). The portal's server, `npm start` and the
 * deploy script refuse any other major with a message that says what to install; package.json's `engines`,
 * .node-version and .nvmrc name the same major (a unit test holds them together).
 */
export const NODE_MAJOR = 26;

/** The version the project installs (package.json's optionalDependencies.node). */
export const PINNED_NODE = "26.10.0";

/** Null on a supported runtime; otherwise what to say before refusing to start. */
export function runtimeRefusal(version: string = process.versions.node, execPath = process.execPath) {
  const major = Number(version.split(".")[0]);
  if (major === NODE_MAJOR) return null;
  return (
    `The portal runs on Node ${NODE_MAJOR} (LTS); this is Node ${version} (${execPath}). ` +
    `Run \`npm ci\`: it installs Node ${PINNED_NODE} into node_modules/.bin (the npm package "node"), which ` +
    `\`npm start\` and \`npm test\` use. Or install Node ${NODE_MAJOR} yourself and start with it ` +
    `(docs/operations.md, "The runtime").`
  );
}

/** What a start line says of the runtime: the version and the binary. */
export function runtimeLine(): string {
  return `Node ${process.version} (${process.execPath})`;
}

/**
 * Stops the process with the refusal when the runtime is not the supported major. PORTAL_RUNTIME_CHECK=off lets
 * it run with a warning instead: the bench's comparison with the previous runtime, never production.
 */
export function refuseUnsupportedRuntime(env: NodeJS.ProcessEnv = process.env): void {
  const refusal = runtimeRefusal();
  if (refusal === null) return;
  if (env.PORTAL_RUNTIME_CHECK === "off") {
    console.warn(`Running anyway (PORTAL_RUNTIME_CHECK=off): ${refusal}`);
    return;
  }
  console.error(refusal);
  process.exit(1);
}
