import { mkdirSync } from "node:fs";
import { dirname } from "node:path";

import { request, test, type APIRequestContext } from "@playwright/test";

import { ACCOUNTS, authFile, expect, type Account } from "./fixtures";

// Each demo account logs in once per run, and its session is saved for the specs (fixtures.ts: `account`,
// `useAccount`). The login flow in a browser is the session and login-page specs' subject, JS on and off; here the
// same steps are taken without a browser, a few accounts at a time: the portal's entry, the login service's real
// page and its form (every field it holds, the hidden ones included), and the redirects back to the portal
// until it has set its session. Every spec waits for these logins, so they cost seconds, not a browser each.

/** How many logins are in flight at once: enough to overlap the round trips, not enough to crowd the server. */
const AT_ONCE = 4;

/** The login form's fields as the page holds them (name → value), from its HTML. */
function formFields(html: string): { action: string; fields: Map<string, string> } {
  const [, action, body] = /<form\b[^>]*\baction="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(html) ?? [];
  if (action === undefined || body === undefined) throw new Error("the login page has no form");
  const fields = new Map<string, string>();
  for (const input of body.matchAll(/<input\b[^>]*>/gi)) {
    const name = /\bname="([^"]*)"/.exec(input[0])?.[1];
    if (name) fields.set(name, /\bvalue="([^"]*)"/.exec(input[0])?.[1] ?? "");
  }
  return { action: action.replaceAll("&amp;", "&"), fields };
}

async function logIn(api: APIRequestContext, account: Account): Promise<void> {
  // The portal's entry sends an anonymous visitor to the login service's page (redirects followed).
  const loginPage = await api.get("/center/");
  expect(loginPage.url(), `${account}: the portal's entry leads to the login page`).toContain(
    "/api/redirect",
  );
  const { action, fields } = formFields(await loginPage.text());
  expect([...fields.keys()], `${account}: the login form's fields`).toEqual(
    expect.arrayContaining(["username", "password"]),
  );
  fields.set("username", account);
  fields.set("password", account);
  const landed = await api.post(new URL(action, loginPage.url()).toString(), {
    form: Object.fromEntries(fields),
  });
  expect(new URL(landed.url()).pathname, `${account}: the login lands on my courses`).toMatch(
    /\/user\/myClass$/,
  );
  expect(landed.status()).toBe(200);
}

test("log in every demo account once", async ({ baseURL }) => {
  const queue = [...ACCOUNTS];
  const worker = async () => {
    for (let account = queue.shift(); account; account = queue.shift()) {
      const api = await request.newContext({ baseURL });
      try {
        await logIn(api, account);
        mkdirSync(dirname(authFile(account)), { recursive: true });
        await api.storageState({ path: authFile(account) });
      } finally {
        await api.dispose();
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
});
