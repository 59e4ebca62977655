import type { Socket } from "node:net";

const ANSWERS: Record<string, [status: string, text: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [
    "408 Request Timeout",
    "La requête a mis trop de temps à arriver. Merci de réessayer.",
  ],
  HPE_HEADER_OVERFLOW: [
    "431 Request Header Fields Too Large",
    "Les en-têtes de la requête sont trop volumineux.",
  ],
};
const UNREADABLE: [string, string] = ["400 Bad Request", "La requête est illisible. Merci de réessayer."];

/**
 * A request Node's HTTP parser cannot read (a malformed Content-Length or chunk, an unknown
 * method, headers too large): a short French text rather than the framework's English JSON, then
 * the connection closes. Nothing from the request is echoed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, text] = (error.code && ANSWERS[error.code]) || UNREADABLE;
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nContent-Type: text/plain; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
