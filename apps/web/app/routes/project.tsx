import { data, type LoaderFunctionArgs } from "react-router";
import { requireNumericId } from "../features/layout/numeric-id.server";

// /les-realisations/{slug?}/{id}: projects are published with the content module.
export async function loader({ params }: LoaderFunctionArgs) {
  requireNumericId(params.id);
  throw data(null, { status: 404 });
}

export default function ProjectPage() {
  return null;
}
