import { http, HttpResponse } from "msw";

import { fail, ok } from "./envelope";

const LOGIN = "http://login.test";

/** The token the mocks accept; tests log in by sending `api_token=<VALID_TOKEN>`. */
export const VALID_TOKEN = "valid-token";

export const demoUser = {
  id: 1,
  name: "Li Hua",
  username: "learner",
  user_type: 1,
  school_code: "100001",
  show_menu: ["school", "xuexi"],
  user_open_data: { weixin: { photo: null } },
};

/** A second session: a learner of the vocational college (school 100028), for its public site. */
export const COLLEGE_TOKEN = "college-token";

export const collegeUser = {
  id: 28,
  name: "Liu Yang",
  username: "learner100028",
  user_type: 1,
  school_code: "100028",
  show_menu: ["school", "xuexi"],
  user_open_data: { weixin: { photo: null } },
};

/** A third session: a learner of the party-building tenant (school 100004), for its public site. */
export const PARTY_TOKEN = "party-token";

export const partyUser = {
  id: 4,
  name: "Chen Jing",
  username: "learner100004",
  user_type: 1,
  school_code: "100004",
  show_menu: ["school", "xuexi"],
  user_open_data: { weixin: { photo: null } },
};

/** A fourth session: a learner of the study-trip school 100035, for its study-trip page. */
export const TRIP_TOKEN = "trip-token";

export const tripUser = {
  id: 35,
  name: "Guo Lan",
  username: "learner100035",
  user_type: 1,
  school_code: "100035",
  show_menu: ["school", "xuexi"],
  user_open_data: { weixin: { photo: null } },
};

function tripSession(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").includes(`api_token=${TRIP_TOKEN}`);
}

function partySession(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").includes(`api_token=${PARTY_TOKEN}`);
}

function loggedIn(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").includes(`api_token=${VALID_TOKEN}`);
}

function collegeSession(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").includes(`api_token=${COLLEGE_TOKEN}`);
}

// Each handler checks the request contract of learner-area §7 / public-sites §7.2, so a wrong call fails.
export const loginServiceHandlers = [
  http.get(`${LOGIN}/api/user/info`, ({ request }) => {
    if (collegeSession(request)) return ok(collegeUser);
    if (partySession(request)) return ok(partyUser);
    if (tripSession(request)) return ok(tripUser);
    return loggedIn(request) ? ok(demoUser) : fail(2001, "not logged in");
  }),
  http.get(`${LOGIN}/api/login/info`, ({ request }) => {
    const school = new URL(request.url).searchParams.get("school_code");
    if (!school) return HttpResponse.json({ error: "school_code is required" }, { status: 400 });
    return ok({
      school_name: `School ${school}`,
      school_logo: `https://cdn.example.edu/logos/${school}.svg`,
    });
  }),
  http.post(`${LOGIN}/api/logout`, async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    if (!body.has("from")) return HttpResponse.json({ error: "from expected" }, { status: 400 });
    return ok({ redirect: `https://login.example.edu/api/redirect?school_code=100001` });
  }),
];
