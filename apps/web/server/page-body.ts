import type { IncomingMessage } from "node:http";
import { Readable, Transform } from "node:stream";
import { FILE_FORM_MAX_BYTES, FORM_MAX_BYTES } from "@vitrine/shared/constants";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sendShortPage } from "./short-page";

export const isMultipart = (contentType: string | undefined) =>
  /^\s*multipart\/form-data\b/i.test(contentType ?? "");

/** Largest body a page reads: the file forms' own limit for multipart posts, 1 MB for any other. */
export function pageBodyLimit(contentType: string | undefined): number {
  return isMultipart(contentType) ? FILE_FORM_MAX_BYTES : FORM_MAX_BYTES;
}

/** The length the client announced, when it did (a chunked body announces none). */
export function declaredLength(raw: IncomingMessage): number | null {
  const value = raw.headers["content-length"];
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * The request's body as a web stream that fails once more than `maxBytes` arrived: from there the
 * request is no longer read (its connection is closed after the answer) and `onTooLarge` is told.
 */
export function limitedBody(
  raw: IncomingMessage,
  maxBytes: number,
  onTooLarge: () => void,
): ReadableStream<Uint8Array> {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received <= maxBytes) return callback(null, chunk);
      raw.unpipe(counter);
      raw.pause();
      onTooLarge();
      callback(new RangeError("request body too large"));
    },
  });
  raw.once("close", () => {
    if (!raw.complete) counter.destroy(new Error("request aborted"));
  });
  raw.pipe(counter);
  return Readable.toWeb(counter) as ReadableStream<Uint8Array>;
}

export const hasBody = (request: FastifyRequest) => request.method !== "GET" && request.method !== "HEAD";

/** 413 with a French page; the rest of the body is never read (the connection closes). */
export function sendTooLarge(request: FastifyRequest, reply: FastifyReply) {
  const files = isMultipart(request.headers["content-type"]);
  reply.header("connection", "close");
  return sendShortPage(
    reply,
    413,
    "Envoi trop volumineux",
    files
      ? "Les fichiers envoyés sont trop volumineux : 25 Mo au total au maximum."
      : "Le formulaire envoyé est trop volumineux : 1 Mo au maximum.",
  );
}
