import { parse } from "cookie";

/** One cookie of the request, if present. */
export function readCookie(request: Request, name: string): string | undefined {
  return parse(request.headers.get("cookie") ?? "")[name];
}
