const PROBE_ORIGIN = "http://site.invalid";

/**
 * A path of this site taken from the visitor's input (`redirectTo`), or `fallback`: never an open
 * redirect. Control characters and backslashes are refused outright (browsers drop tabs and read
 * `\` as `/`, so `/\t/evil.example` would leave the site), then the value must resolve, relative
 * to the site, to the site itself.
 */
export function safeRedirect(value: FormDataEntryValue | string | null, fallback: string): string {
  const target = typeof value === "string" ? value : "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (!target.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : fallback;
}
