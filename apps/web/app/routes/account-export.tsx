import { isApiError } from "@vitrine/sdk/client";
import { type LoaderFunctionArgs, redirect } from "react-router";

/** Resource route: the member's personal data as a JSON file (right of access). */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.token) throw redirect("/auth?redirectTo=%2Fmon-compte");
  try {
    const personalData = await context.api.exportPersonalData();
    return new Response(`${JSON.stringify(personalData, null, 2)}\n`, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="mes-donnees-${personalData.exportedAt.slice(0, 10)}.json"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw redirect("/auth?redirectTo=%2Fmon-compte");
    throw error;
  }
}
