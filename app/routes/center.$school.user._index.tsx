import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { myClassPath } from "~/domain/paths";

export const loader = ({ params }: LoaderFunctionArgs) => redirect(myClassPath(params.school ?? ""));
