import type { AdminPopup, AdminPopupBody } from "@vitrine/shared/schemas/admin-popups";

/** The popup screen's form as posted (plain inputs, also without JavaScript) and the API's body of it. */

export const POPUPS_PATH = "/admin/popups";
export const NEW_POPUP_PATH = `${POPUPS_PATH}/nouvelle`;
export const popupPath = (id: number) => `${POPUPS_PATH}/${id}`;

export type PopupValues = Record<
  "title" | "content" | "startsOn" | "endsOn" | "hideDurationDays" | "delaySeconds",
  string
> &
  Record<"showOnEveryReload" | "darkBackground" | "isActive", boolean>;

export const NEW_POPUP: PopupValues = {
  title: "",
  content: "",
  startsOn: "",
  endsOn: "",
  hideDurationDays: "7",
  delaySeconds: "3",
  showOnEveryReload: false,
  darkBackground: true,
  isActive: true,
};

export const valuesOf = (popup: AdminPopup): PopupValues => ({
  title: popup.title,
  content: popup.content,
  startsOn: popup.startsOn ?? "",
  endsOn: popup.endsOn ?? "",
  hideDurationDays: String(popup.hideDurationDays),
  delaySeconds: String(popup.delaySeconds),
  showOnEveryReload: popup.showOnEveryReload,
  darkBackground: popup.darkBackground,
  isActive: popup.isActive,
});

export function readPopupValues(data: FormData): PopupValues {
  const text = (key: string) => {
    const value = data.get(key);
    return typeof value === "string" ? value : "";
  };
  return {
    title: text("title"),
    content: text("content"),
    startsOn: text("startsOn"),
    endsOn: text("endsOn"),
    hideDurationDays: text("hideDurationDays"),
    delaySeconds: text("delaySeconds"),
    showOnEveryReload: data.get("showOnEveryReload") === "on",
    darkBackground: data.get("darkBackground") === "on",
    isActive: data.get("isActive") === "on",
  };
}

/** A whole number typed (« 7 »); NaN otherwise, so that the API names the field in French. */
const whole = (typed: string) => (typed.trim() === "" ? Number.NaN : Number(typed.trim()));

export const popupBody = (values: PopupValues): AdminPopupBody => ({
  ...values,
  hideDurationDays: whole(values.hideDurationDays),
  delaySeconds: whole(values.delaySeconds),
});
