/**
 * Reads PDFs for the tests in a worker thread of its own (testing/pdf.ts). pdf.js's build for older
 * runtimes installs core-js polyfills when it loads: on Node 20 they replace JSON.parse,
 * JSON.stringify and Array.prototype.push, among others, with slower versions, which made every test
 * file run after one that read a PDF about three times slower. Here they stay in this thread.
 */
import { parentPort } from "node:worker_threads";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text of each page, the last page's size in points, and the document's title and author. */
async function read(bytes) {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const pages = [];
  let size = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    size = [Math.round(page.view[2]), Math.round(page.view[3])];
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join("\n"));
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return { pages, size, info: { Title: info?.Title, Author: info?.Author } };
}

parentPort?.on("message", ({ id, bytes }) => {
  read(bytes).then(
    (document) => parentPort?.postMessage({ id, document }),
    (error) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
