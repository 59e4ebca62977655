/** Opening hours as site owners write them ("9h – 17h", "10h – 12h30, 14h – 18h30"). */

export interface TimeRange {
  opens: string;
  closes: string;
}

const TIME = String.raw`(\d{1,2})\s*h\s*(\d{2})?`;
const RANGE = new RegExp(String.raw`^${TIME}\s*(?:-|–|—|à)\s*${TIME}$`, "i");

const pad = (hours: string, minutes: string | undefined) => `${hours.padStart(2, "0")}:${minutes ?? "00"}`;

/** The ranges of one day, as HH:MM; [] when the day is closed, empty or unreadable. */
export function parseOpeningHours(text: string | null | undefined): TimeRange[] {
  if (!text) return [];
  const ranges: TimeRange[] = [];
  for (const part of text.split(/[,;/]|\bet\b/)) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const match = RANGE.exec(trimmed);
    if (!match) return [];
    const [, h1, m1, h2, m2] = match as unknown as [
      string,
      string,
      string | undefined,
      string,
      string | undefined,
    ];
    const opens = pad(h1, m1);
    const closes = pad(h2, m2);
    if (Number(h1) > 24 || Number(h2) > 24 || opens >= closes) return [];
    ranges.push({ opens, closes });
  }
  return ranges;
}
