import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Bare twin" }];

/**
 * The bench's plans (scripts/bench/run.ts passes them in BENCH_TWIN_PLANS when it starts this server): for each
 * portal page, the upstream calls it makes, by round, as paths under the fake upstream (`learning.test/api/…`).
 * Read once per process.
 */
type Plans = { upstream: string; pages: Record<string, string[][]> };
const plans = JSON.parse(process.env.BENCH_TWIN_PLANS ?? '{"upstream":"","pages":{}}') as Plans;

/** One upstream call as a plain Remix app makes it: the browser's cookie forwarded, the JSON parsed. */
async function call(path: string, request: Request): Promise<unknown> {
  const cookie = request.headers.get("cookie");
  const response = await fetch(`${plans.upstream}/${path}`, {
    headers: cookie ? { cookie } : {},
    signal: request.signal,
  });
  return response.json();
}

/**
 * `/twin?page=NAME&rows=N`: the bare twin of a portal page (docs/decisions/034). It makes the page's upstream calls
 * (same paths, each round's calls at once, the rounds one after the other) and renders N rows, each in the loader
 * data and in the markup as a portal page carries its data twice; the bench picks N for the page's HTML size.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const rounds = plans.pages[url.searchParams.get("page") ?? ""];
  if (!rounds) throw new Response("no such plan", { status: 404 });
  let fields = 0;
  for (const round of rounds) {
    const answers = await Promise.all(round.map((path) => call(path, request)));
    for (const answer of answers)
      fields += answer && typeof answer === "object" ? Object.keys(answer).length : 0;
  }
  const rows = Math.min(Number(url.searchParams.get("rows")) || 0, 100_000);
  return {
    calls: rounds.flat().length,
    fields,
    rows: Array.from({ length: rows }, (_, index) => ({
      id: index,
      title: `Course ${index}: welding safety and technique`,
      progress: index % 100,
    })),
  };
}

export default function Twin() {
  const { calls, fields, rows } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>
        Bare twin: {calls} calls, {fields} fields
      </h1>
      <ul>
        {rows.map((row) => (
          <li key={row.id}>
            <a href={`/course/${row.id}`}>{row.title}</a> <span>{row.progress}%</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
