import { z } from "zod";
import { isIsoDate } from "../account-rules";
import { line, text } from "./common";

/**
 * The site's popups as the admin panel edits them (`/admin/popup`): a title, a content (HTML,
 * sanitized when saved), the days it is shown (French calendar days, both included, either open),
 * how it comes back (on every reload, or after some days once closed) and its delay.
 */

const flag = z.boolean({ error: "Indiquez oui (true) ou non (false)." });
const DAY_MESSAGE = "Indiquez une date valide (AAAA-MM-JJ).";
/** A calendar day, or null (absent, null and blank alike): the popup's first or last day. */
const day = z
  .union([z.literal(""), z.null(), z.string().refine(isIsoDate, DAY_MESSAGE)], { error: DAY_MESSAGE })
  .optional()
  .transform((value) => value || null);
const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const AdminPopupBodySchema = z
  .object({
    title: line("Indiquez le titre de la fenêtre.")
      .trim()
      .min(1, "Indiquez le titre de la fenêtre.")
      .max(120, "120 caractères au maximum."),
    content: text("Indiquez le contenu de la fenêtre.")
      .trim()
      .min(1, "Indiquez le contenu de la fenêtre.")
      .max(20_000, "20 000 caractères au maximum."),
    startsOn: day,
    endsOn: day,
    showOnEveryReload: flag,
    hideDurationDays: whole(0, 365, "Durée de masquage : un nombre de jours de 0 à 365."),
    delaySeconds: whole(0, 120, "Délai d'ouverture : un nombre de secondes de 0 à 120."),
    darkBackground: flag,
    isActive: flag,
  })
  .superRefine((body, ctx) => {
    if (body.startsOn && body.endsOn && body.endsOn < body.startsOn)
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: "La fin ne peut pas précéder le début." });
  });
export type AdminPopupBody = z.input<typeof AdminPopupBodySchema>;
export type ParsedAdminPopupBody = z.output<typeof AdminPopupBodySchema>;

export const AdminPopupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  showOnEveryReload: z.boolean(),
  hideDurationDays: z.number().int(),
  delaySeconds: z.number().int(),
  darkBackground: z.boolean(),
  isActive: z.boolean(),
});
export type AdminPopup = z.infer<typeof AdminPopupSchema>;

export const AdminPopupListSchema = z.object({ items: z.array(AdminPopupSchema), total: z.number().int() });
export type AdminPopupList = z.infer<typeof AdminPopupListSchema>;

/** GET /admin/popup: newest first unless asked. */
export const ADMIN_POPUP_LIST = {
  defaultNbItem: 20,
  maxNbItem: 100,
  filters: ["title", "isActive"],
  orderBy: ["id", "title"],
} as const;
