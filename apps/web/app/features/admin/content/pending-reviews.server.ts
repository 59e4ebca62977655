import { adminContentCalls } from "@vitrine/sdk/admin-content";
import type { AppLoadContext } from "react-router";
import type { SectionsWaiting } from "../AdminShell";
import { adminApi } from "../admin-api.server";
import { REVIEWS_PATH } from "./content-paths";

/**
 * The reviews waiting for moderation, as the panel's navigation shows them beside « Avis des
 * clients »; a failed count only leaves the badge out.
 */
export async function pendingReviews(context: AppLoadContext, request: Request): Promise<SectionsWaiting> {
  try {
    const { pending } = await adminContentCalls(await adminApi(context, request)).pendingReviews();
    return { [REVIEWS_PATH]: { count: pending, label: "en attente" } };
  } catch {
    return {};
  }
}
