import type { LoaderFunctionArgs } from "react-router";
import { asMember } from "../features/account/require-member.server";

/** Resource route: the member's personal data as a JSON file (right of access). */
export async function loader({ context }: LoaderFunctionArgs) {
  const personalData = await asMember(context, "/mon-compte", (api) => api.exportPersonalData());
  return new Response(`${JSON.stringify(personalData, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="mes-donnees-${personalData.exportedAt.slice(0, 10)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
