import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { myClassPath } from "~/domain/access";

export const loader = ({ params }: LoaderFunctionArgs) => redirect(myClassPath(params.school ?? ""));
