/**
 * What the page benches share: one plain request, one autocannon round, the median.
 *
 * BENCH_CONNECTIONS (32), BENCH_SECONDS (5 per round) and BENCH_ROUNDS (3) change the load.
 */
import { request } from "node:http";
import autocannon from "autocannon";

export const CONNECTIONS = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 32));
export const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 5));
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

export interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** The server asked, when not the bench's main one. */
  port?: number;
}

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request without Accept-Encoding, as autocannon sends them: the bytes the bench compares. */
export function get(
  port: number,
  path: string,
  headers: Record<string, string>,
  method = "GET",
  body?: string,
) {
  return new Promise<Reply>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(res.headers).map(([key, value]) => [key, String(value)]),
          ),
          body: Buffer.concat(chunks),
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

export interface Measure {
  rate: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * autocannon 9 keeps each reply's body as a string (`body += chunk`, a UTF-8 decoding of every
 * chunk) for checks this bench does not ask for. On a page with accented letters that decoding was
 * the load generator's own limit: a bare server sending the 179 KB home page answered 1,036 times a
 * second, and 10,560 times once its 1,998 non-ASCII bytes were replaced by ASCII ones. The bodies
 * are still read and counted, not decoded.
 */
function countBodiesOnly(client: autocannon.Client) {
  (
    client as unknown as { pipelinedRequests: { addBody: (data: Buffer) => void } }
  ).pipelinedRequests.addBody = () => {};
}

/** One round of CONNECTIONS connections for SECONDS seconds on `target`. */
export async function load(port: number, target: Target): Promise<Measure> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: SECONDS,
    setupClient: countBodiesOnly,
  });
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
