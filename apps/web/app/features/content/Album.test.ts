import type { Album } from "@vitrine/shared/schemas/content";
import { describe, expect, it } from "vitest";
import { albumItems } from "./Album";

const picture = (id: number, alt: string, title: string) => ({
  id,
  alt,
  title,
  filename: `photo-${id}.jpg`,
  onlineImage: { id, externalPath: `/media/1/albums/photo-${id}.jpg` },
  width: 1200,
  height: 800,
});

describe("albumItems", () => {
  it("gives the gallery each picture's caption, none when the owner wrote none", () => {
    const album: Album = {
      id: 3,
      name: "Chantier de Vannes",
      slug: "chantier-de-vannes",
      description: null,
      images: [
        picture(1, "Plan de travail", "Le plan de travail en chêne"),
        picture(2, "Vue d'ensemble", ""),
      ],
      videos: [],
    };
    expect(albumItems(album).map((item) => [item.alt, item.caption])).toEqual([
      ["Plan de travail", "Le plan de travail en chêne"],
      ["Vue d'ensemble", undefined],
    ]);
  });
});
