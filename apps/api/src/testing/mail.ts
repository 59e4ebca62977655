import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Reads the `.eml` files the mailer writes without SMTP (lib/mailer.ts): single-part text e-mails,
 * quoted-printable, base64 or plain. Enough for tests to find a message and its links.
 */
export interface ReadMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const soft = value.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === "=" ? soft.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words of a header ("=?UTF-8?Q?R=C3=A9initialisation?="). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

export function parseEml(file: string): ReadMail {
  const raw = readFileSync(file, "utf8").replace(/\r\n/g, "\n");
  const split = raw.indexOf("\n\n");
  const head = raw.slice(0, split).replace(/\n[ \t]+/g, " ");
  const body = raw.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : body;
  return {
    file,
    to: decodeHeader(headers.get("to") ?? ""),
    subject: decodeHeader(headers.get("subject") ?? ""),
    text,
  };
}

/** Every e-mail of the directory, oldest first. */
export function readMails(mailDir: string): ReadMail[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => parseEml(join(mailDir, name)));
}

/** Waits for the latest e-mail sent to `to` whose subject matches (the mailer runs in the background). */
export async function waitForMail(
  mailDir: string,
  to: string,
  subject: RegExp = /./,
  { timeoutMs = 5_000, skip = 0 }: { timeoutMs?: number; skip?: number } = {},
): Promise<ReadMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMails(mailDir).filter((m) => m.to.includes(to) && subject.test(m.subject));
    if (found.length > skip) return found[found.length - 1]!;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} (${subject}) in ${mailDir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The password reset link of an e-mail. */
export function resetLinkOf(mail: ReadMail): string {
  const link = /https?:\/\/\S+\/password\/reset\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No reset link in ${mail.file}`);
  return link;
}

/** The newsletter confirmation link of an e-mail. */
export function confirmationLinkOf(mail: ReadMail): string {
  const link = /https?:\/\/\S+\/newsletter\/confirmation\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No confirmation link in ${mail.file}`);
  return link;
}
