import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Bare page" }];

// `/?rows=N`: a list of N rows, each in the loader data and in the markup, as a portal page carries its data
// twice. The bench picks N so that the document is as large as the portal page it is compared with.
export function loader({ request }: LoaderFunctionArgs) {
  const rows = Math.min(Number(new URL(request.url).searchParams.get("rows")) || 0, 100_000);
  return {
    rows: Array.from({ length: rows }, (_, index) => ({
      id: index,
      title: `Course ${index}: welding safety and technique`,
      progress: index % 100,
    })),
  };
}

export default function Index() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Bare page</h1>
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
