import { Worker } from "node:worker_threads";

/** What the tests read of a PDF. */
export interface PdfDocument {
  /** The text of each page, one line per text item. */
  pages: string[];
  /** The last page's width and height in points. */
  size: number[];
  info: { Title?: string; Author?: string };
}

type Reply = { id: number; document: PdfDocument; error?: undefined } | { id: number; error: string };

let worker: Worker | undefined;
let lastId = 0;
const waiting = new Map<number, { resolve(document: PdfDocument): void; reject(error: Error): void }>();

/** pdf.js runs in a worker thread of its own, which keeps its polyfills out of the tests' (pdf-worker.mjs). */
function pdfWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL("./pdf-worker.mjs", import.meta.url));
  started.unref();
  started.on("message", (reply: Reply) => {
    const caller = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.error !== undefined) caller?.reject(new Error(`PDF illisible : ${reply.error}`));
    else caller?.resolve(reply.document);
  });
  started.on("error", (error) => {
    for (const caller of waiting.values()) caller.reject(error);
    waiting.clear();
    worker = undefined;
  });
  worker = started;
  return started;
}

/** The pages, size and metadata of a PDF, as pdf.js reads them. */
export function readPdfDocument(bytes: Buffer | Uint8Array): Promise<PdfDocument> {
  lastId += 1;
  const id = lastId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    pdfWorker().postMessage({ id, bytes: new Uint8Array(bytes) });
  });
}

/** The text of every page of a PDF, white space made plain (tests read the documents back). */
export async function readPdf(bytes: Buffer | Uint8Array): Promise<string> {
  const { pages } = await readPdfDocument(bytes);
  return pages.join("\n").replace(/[\u00a0\u202f]/g, " ");
}
