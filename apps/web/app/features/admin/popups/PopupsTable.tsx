import { createColumnHelper } from "@tanstack/react-table";
import type { AdminPopup } from "@vitrine/shared/schemas/admin-popups";
import { Link } from "react-router";
import { PlainTable, type plainFeatures } from "../PlainTable";
import { popupPath } from "./popup-form";

/** The site's popups as a table (TanStack Table, newest first from the server). */

const helper = createColumnHelper<typeof plainFeatures, AdminPopup>();

const DAY = new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeZone: "UTC" });
const day = (iso: string) => DAY.format(new Date(`${iso}T00:00:00Z`));

/** « du 01/07/2026 au 03/07/2026 », « à partir du … », « jusqu'au … », « toujours ». */
export function periodOf(popup: Pick<AdminPopup, "startsOn" | "endsOn">): string {
  if (popup.startsOn && popup.endsOn) return `du ${day(popup.startsOn)} au ${day(popup.endsOn)}`;
  if (popup.startsOn) return `à partir du ${day(popup.startsOn)}`;
  if (popup.endsOn) return `jusqu'au ${day(popup.endsOn)}`;
  return "sans limite de dates";
}

const columns = helper.columns([
  helper.display({
    id: "title",
    header: "Titre",
    cell: ({ row }) => <Link to={popupPath(row.original.id)}>{row.original.title}</Link>,
  }),
  helper.display({ id: "period", header: "Affichée", cell: ({ row }) => periodOf(row.original) }),
  helper.display({
    id: "reload",
    header: "Réapparition",
    cell: ({ row }) =>
      row.original.showOnEveryReload
        ? "à chaque chargement"
        : `${row.original.hideDurationDays} j après fermeture`,
  }),
  helper.display({
    id: "state",
    header: "État",
    cell: ({ row }) => (row.original.isActive ? "Active" : "Désactivée"),
  }),
]);

export function PopupsTable({ items }: { items: AdminPopup[] }) {
  return <PlainTable caption="Fenêtres du site, les plus récentes d'abord" columns={columns} items={items} />;
}
