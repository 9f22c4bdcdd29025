import { redirect } from "@remix-run/node";

// DESIGN.md §2: the portal lives under /center/.
export const loader = () => redirect("/center/");
