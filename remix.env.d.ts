/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

export {};

// Single Fetch types for useLoaderData and friends (remix.config.js turns the flag on).
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
