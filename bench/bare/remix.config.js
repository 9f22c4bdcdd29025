// The bench's bare page (scripts/bench/run.ts): a Remix 2 app with the portal's versions and future flags and
// nothing else, built once into bench/bare/build.
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
