import "~/components/page-kit";
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { myClassPath } from "~/domain/paths";
import { requireSchool } from "~/forms/ids.server";

export const loader = ({ params }: LoaderFunctionArgs) => redirect(myClassPath(requireSchool(params)));
