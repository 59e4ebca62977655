import { DateTime } from "luxon";
import { saturdayAfter } from "./site-1/calendar";

/** A popup of a sample site; a dated one stops showing at `endsAt`. */
export interface SeedPopup {
  title: string;
  content: string;
  delaySeconds: number;
  hideDurationDays: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
}

const ZONE = "Europe/Paris";

const dayOfMonth = (day: DateTime) => (day.day === 1 ? "1er" : String(day.day));
const month = (day: DateTime) => day.setLocale("fr").toFormat("LLLL");

/** « les samedi 14 et dimanche 15 mars 2027 », « le samedi 31 mai et le dimanche 1er juin 2025 ». */
export function weekendInFrench(saturday: DateTime): string {
  const sunday = saturday.plus({ days: 1 });
  if (saturday.month === sunday.month) {
    return `les samedi ${dayOfMonth(saturday)} et dimanche ${dayOfMonth(sunday)} ${month(sunday)} ${sunday.year}`;
  }
  const year = (day: DateTime) => (saturday.year === sunday.year ? "" : ` ${day.year}`);
  return `le samedi ${dayOfMonth(saturday)} ${month(saturday)}${year(saturday)} et le dimanche ${dayOfMonth(sunday)} ${month(sunday)} ${sunday.year}`;
}

/** Renovation aids of the year the site is seeded: never a past year on a fresh install. */
export function aidsPopup(today = DateTime.now().setZone(ZONE)): SeedPopup {
  return {
    title: `Aides à la rénovation ${today.year}`,
    content:
      "<p>MaPrimeRénov', certificats d'économies d'énergie, éco-prêt à taux zéro : nous montons votre dossier d'aides avec votre devis, sans frais.</p><p><a href=\"/demande-devis\">Demander un devis gratuit</a></p>",
    delaySeconds: 8,
    hideDurationDays: 30,
  };
}

/**
 * The estate's open days, the first weekend three weeks or more after the seeding day, with their
 * year; the popup is shown until the Sunday is over, never after.
 */
export function openDaysPopup(today = DateTime.now().setZone(ZONE)): SeedPopup {
  const saturday = saturdayAfter(today.setZone(ZONE), 21);
  const when = weekendInFrench(saturday);
  return {
    title: "Portes ouvertes au domaine",
    content: `<p>${when.charAt(0).toUpperCase()}${when.slice(1)}, dégustation des nouveaux millésimes au caveau, visite des chais et accord huîtres-muscadet.</p>`,
    delaySeconds: 5,
    hideDurationDays: 14,
    startsAt: null,
    endsAt: saturday.plus({ days: 2 }).startOf("day").toJSDate(),
  };
}
