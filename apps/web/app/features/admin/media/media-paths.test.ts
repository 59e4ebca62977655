import { describe, expect, it } from "vitest";
import { mediaHref, mediaView } from "./media-paths";
import { kindOfName, uploadProblem } from "./upload-checks";

describe("the media screen's addresses", () => {
  it("read the page, search, kind, open file and question, ignoring what names nothing", () => {
    const view = mediaView(
      new URLSearchParams("page=3&q=+toit+&type=VIDEO&fichier=12&supprimer=1&fait=supprime"),
    );
    expect(view).toEqual({
      page: 3,
      q: "toit",
      kind: "VIDEO",
      file: 12,
      confirmDelete: true,
      done: "supprime",
    });
    const junk = mediaView(new URLSearchParams("page=0&type=AUDIO&fichier=abc&fait=pirate"));
    expect(junk).toEqual({ page: 1, q: "", kind: null, file: null, confirmDelete: false, done: null });
  });

  it("write them back, the notice dropped and the question only with an open file", () => {
    const view = mediaView(new URLSearchParams("q=toit&type=IMAGE&page=2&fichier=5&fait=ajoute"));
    expect(mediaHref(view)).toBe("/admin/medias?q=toit&type=IMAGE&page=2&fichier=5");
    expect(mediaHref(view, { confirmDelete: true })).toBe(
      "/admin/medias?q=toit&type=IMAGE&page=2&fichier=5&supprimer=1",
    );
    expect(mediaHref(view, { file: null, confirmDelete: true, q: "", kind: null, page: 1 })).toBe(
      "/admin/medias",
    );
  });
});

describe("the checks of a chosen file", () => {
  it("tell the kind by the extension and refuse the formats the spec does not list", () => {
    expect(["a.JPG", "b.jpeg", "c.png", "d.svg"].map(kindOfName)).toEqual([
      "IMAGE",
      "IMAGE",
      "IMAGE",
      "IMAGE",
    ]);
    expect(["e.mp4", "f.MOV", "g.flv"].map(kindOfName)).toEqual(["VIDEO", "VIDEO", "VIDEO"]);
    expect(kindOfName("h.webp")).toBeNull();
    expect(uploadProblem({ name: "notes.pdf", size: 10 })).toMatch(
      /^Le format de « notes\.pdf » n'est pas accepté/,
    );
  });

  it("refuse an empty file, a file past its kind's size, and the other kind when one is asked", () => {
    expect(uploadProblem({ name: "vide.png", size: 0 })).toBe("Le fichier « vide.png » est vide.");
    expect(uploadProblem({ name: "grand.jpg", size: 11 * 1024 * 1024 })).toBe(
      "« grand.jpg » dépasse la taille maximale de 10 Mo.",
    );
    expect(uploadProblem({ name: "dessin.svg", size: 2 * 1024 * 1024 })).toContain("1 Mo");
    expect(uploadProblem({ name: "film.mp4", size: 50 * 1024 * 1024 })).toBeNull();
    expect(uploadProblem({ name: "film.mp4", size: 10 }, "IMAGE")).toBe("Choisissez une image.");
    expect(uploadProblem({ name: "photo.jpg", size: 10 }, "IMAGE")).toBeNull();
  });
});
