import { describe, expect, it } from "vitest";
import { picturesToSave } from "./album-pictures";

const posted = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
};

const two: [string, string][] = [
  ["pictureCount", "2"],
  ["p0.mediaId", "7"],
  ["p0.caption", "Avant"],
  ["p0.alt", ""],
  ["p1.mediaId", "9"],
  ["p1.caption", "Après"],
  ["p1.alt", "La cuisine finie"],
];

describe("picturesToSave", () => {
  it("keeps the posted order, then adds the ticked files", () => {
    expect(picturesToSave(posted([...two, ["intent", "enregistrer"], ["add", "12"]])).pictures).toEqual([
      { mediaId: 7, caption: "Avant", alt: "" },
      { mediaId: 9, caption: "Après", alt: "La cuisine finie" },
      { mediaId: 12, caption: "", alt: "" },
    ]);
  });

  it("moves and removes a picture as its button asks", () => {
    const ids = (intent: string) =>
      picturesToSave(posted([...two, ["intent", intent]])).pictures.map((p) => p.mediaId);
    expect(ids("monter:1")).toEqual([9, 7]);
    expect(ids("descendre:0")).toEqual([9, 7]);
    expect(ids("monter:0")).toEqual([7, 9]);
    expect(ids("retirer:0")).toEqual([9]);
    expect(ids("n'importe quoi")).toEqual([7, 9]);
  });
});
