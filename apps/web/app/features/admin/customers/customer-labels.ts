const SHORT_DATE = new Intl.DateTimeFormat("fr-FR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Europe/Paris",
});

/** « 14/03/2026 », in Paris whatever the server's zone. */
export const shortDate = (iso: string) => SHORT_DATE.format(new Date(iso));

/** « 1er mars 1990 » for a YYYY-MM-DD birthdate. */
export const birthday = (day: string) =>
  new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
