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
  // A thread that fails or stops fails the reads it had, instead of leaving them to time out.
  const fail = (error: Error) => {
    if (worker !== started) return; // Already failed (an error is followed by an exit).
    for (const caller of waiting.values()) caller.reject(error);
    waiting.clear();
    worker = undefined;
  };
  started.on("error", fail);
  started.on("exit", (code) => fail(new Error(`Le lecteur de PDF s'est arrêté (code ${code}).`)));
  worker = started;
  return started;
}

/** The pages, size and metadata of a PDF, as pdf.js reads them. */
export function readPdfDocument(bytes: Buffer | Uint8Array): Promise<PdfDocument> {
  lastId += 1;
  const id = lastId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    // A copy of its own, handed over to the thread rather than copied again.
    const copy = new Uint8Array(bytes);
    pdfWorker().postMessage({ id, bytes: copy }, [copy.buffer]);
  });
}

/** The text of every page of a PDF, white space made plain (tests read the documents back). */
export async function readPdf(bytes: Buffer | Uint8Array): Promise<string> {
  const { pages } = await readPdfDocument(bytes);
  return pages.join("\n").replace(/[\u00a0\u202f]/g, " ");
}
