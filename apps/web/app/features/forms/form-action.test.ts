import type { FormField } from "@vitrine/shared/schemas/content";
import { describe, expect, it } from "vitest";
import { fieldRows } from "./ContentForm";
import { shortLabel } from "./ContentFormErrors";
import { readFormData } from "./form-action.server";

const field = (name: string, width: "full" | "half"): FormField => ({
  name,
  type: "text",
  label: name,
  placeholder: null,
  help: null,
  required: false,
  rules: {},
  options: [],
  accept: [],
  autocomplete: null,
  width,
});

/** A request whose body arrives in chunks, without a declared length (chunked encoding). */
function streamed(chunks: string[], contentType: string): Request {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Request("http://localhost/", {
    method: "POST",
    body,
    headers: { "content-type": contentType },
    duplex: "half",
  } as RequestInit);
}

describe("readFormData", () => {
  it("reads a multipart post, files included", async () => {
    const form = new FormData();
    form.append("name", "Anne");
    form.append("attachments", new File(["%PDF-1.4"], "plan.pdf", { type: "application/pdf" }));
    const result = await readFormData(
      new Request("http://localhost/", { method: "POST", body: form }),
      10_000,
    );
    expect(result).toBeInstanceOf(FormData);
    const data = result as FormData;
    expect(data.get("name")).toBe("Anne");
    expect((data.get("attachments") as File).name).toBe("plan.pdf");
  });

  it("refuses a post whose declared length is too large, without reading it", async () => {
    const request = new Request("http://localhost/", {
      method: "POST",
      body: "a=1",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "5000" },
    });
    expect(await readFormData(request, 1000)).toBe("too-large");
    expect(request.bodyUsed).toBe(false);
  });

  it("stops reading a post past the limit when no length is declared", async () => {
    const request = streamed(["a=", "x".repeat(600), "y".repeat(600)], "application/x-www-form-urlencoded");
    expect(await readFormData(request, 1000)).toBe("too-large");
  });

  it("tells a malformed post apart", async () => {
    const request = streamed(["--pas-une-frontiere\r\n"], "multipart/form-data; boundary=autre");
    expect(await readFormData(request, 1000)).toBe("malformed");
    const noType = new Request("http://localhost/", { method: "POST", body: "a=1" });
    noType.headers.delete("content-type");
    expect(await readFormData(noType, 1000)).toBe("malformed");
  });
});

describe("fieldRows", () => {
  it("pairs two half-width fields, and widens a half-width field left alone", () => {
    const rows = fieldRows([
      field("nom", "half"),
      field("prenom", "half"),
      field("email", "half"),
      field("message", "full"),
      field("cp", "half"),
      field("ville", "half"),
      field("seul", "half"),
    ]);
    expect(rows.map((row) => row.map((f) => f.name))).toEqual([
      ["nom", "prenom"],
      ["email"],
      ["message"],
      ["cp", "ville"],
      ["seul"],
    ]);
  });
});

describe("shortLabel", () => {
  it.each([
    ["Adresse e-mail", "Adresse e-mail"],
    [
      "J'accepte qu'Armor Habitat Rénovation utilise ces informations pour répondre à ma demande.",
      "J'accepte qu'Armor Habitat Rénovation utilise…",
    ],
  ])("shortens %j", (label, expected) => {
    expect(shortLabel(label)).toBe(expected);
  });
});
