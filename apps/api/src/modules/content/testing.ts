import { randomBytes } from "node:crypto";
import { expect } from "vitest";

/** Helpers of the content tests: multipart bodies, sample file contents, distinct client addresses. */

export interface TestFile {
  field: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body, built byte by byte as a browser sends it. */
export function multipart(fields: Record<string, string | string[]>, files: TestFile[] = []) {
  const boundary = `----vitrine${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`),
      );
    }
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** The first bytes of real files, enough for content detection. */
export const SAMPLE = {
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from("0000000d49484452000000010000000108060000001f15c489", "hex"),
    Buffer.from("0000000a49444154789c6300010000050001", "hex"),
  ]),
  jpeg: Buffer.concat([Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex"), Buffer.alloc(64, 0)]),
  pdf: Buffer.from(
    "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  ),
  text: Buffer.from("Ceci n'est pas une image, seulement du texte.\n"),
};

let lastOctet = 0;
/** A new client address for each call that must not share a rate-limit counter with another. */
export function nextIp(): string {
  lastOctet += 1;
  return `198.51.${Math.floor(lastOctet / 250)}.${(lastOctet % 250) + 1}`;
}

export function expectFrenchError(body: { success: boolean; data: unknown; message: string }) {
  expect(body.success).toBe(false);
  expect(body.message).toMatch(/[a-zàâçéèêëîïôûùüÿœ]/i);
  expect(body.message).not.toMatch(/\b(?:error|invalid|required|expected)\b/i);
  expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(?:ts|js):\d+|stack|select |insert /i);
}
