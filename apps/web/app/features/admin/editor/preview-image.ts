/**
 * The preview image of a saved draft: the canvas's first screen at the desktop width, drawn by the
 * browser itself (the page's markup and styles in an SVG foreignObject, its images inlined), as
 * a small PNG. Null when the browser cannot draw it: the draft is saved without an image.
 */
const WIDTH = 1280;
const HEIGHT = 800;
const SCALE = 0.5;
/** Images inlined at most (those of the first screen come first in the markup). */
const MAX_IMAGES = 16;

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** Every rule the canvas's sheets hold (the site's sheets are same-origin, hence readable). */
function sheetsText(doc: Document): string {
  let css = "";
  for (const sheet of Array.from(doc.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) css += `${rule.cssText}\n`;
    } catch {
      // A sheet the page may not read is left out of the picture.
    }
  }
  return css;
}

async function inlineImages(body: HTMLElement, base: string) {
  const images = Array.from(body.querySelectorAll("img")).slice(0, MAX_IMAGES);
  await Promise.all(
    images.map(async (img) => {
      img.removeAttribute("srcset");
      img.removeAttribute("loading");
      const src = img.getAttribute("src");
      if (!src || src.startsWith("data:")) return;
      try {
        const response = await fetch(new URL(src, base), { credentials: "same-origin" });
        if (response.ok) img.setAttribute("src", await dataUrl(await response.blob()));
      } catch {
        img.removeAttribute("src");
      }
    }),
  );
  for (const img of Array.from(body.querySelectorAll("img")).slice(MAX_IMAGES)) img.removeAttribute("src");
}

export async function canvasSnapshot(doc: Document | null | undefined): Promise<Blob | null> {
  if (!doc?.body) return null;
  try {
    const body = doc.body.cloneNode(true) as HTMLElement;
    for (const element of Array.from(body.querySelectorAll("script, [data-gjs-type=script]")))
      element.remove();
    for (const element of Array.from(body.querySelectorAll("[class*='gjs-']"))) {
      element.classList.remove(...Array.from(element.classList).filter((name) => name.startsWith("gjs-")));
    }
    await inlineImages(body, doc.baseURI || window.location.href);
    const style = `<style xmlns="http://www.w3.org/1999/xhtml">${escapeXml(sheetsText(doc))}</style>`;
    const markup = new XMLSerializer().serializeToString(body);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<foreignObject x="0" y="0" width="${WIDTH}" height="${HEIGHT}">${style}${markup}</foreignObject></svg>`;
    const image = new Image(WIDTH, HEIGHT);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = WIDTH * SCALE;
    canvas.height = HEIGHT * SCALE;
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  } catch {
    return null;
  }
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
