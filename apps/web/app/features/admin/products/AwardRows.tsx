import type { FieldErrors } from "@vitrine/shared/envelope";
import { useState } from "react";
import { Field } from "../../account/fields";
import { PictureChoice } from "./PictureChoice";
import { type AwardRow, emptyAward } from "./product-form";

/** The product's awards (competition, year, medal, its picture from the media library's picker). */
export function AwardRows({ initial, errors }: { initial: AwardRow[]; errors: FieldErrors }) {
  const [rows, setRows] = useState(() => initial.map((row, key) => ({ key, row })));
  const [next, setNext] = useState(initial.length);
  return (
    <fieldset className="product-form__group">
      <legend>Distinctions</legend>
      {rows.length === 0 ? <p>Aucune distinction.</p> : null}
      {rows.map(({ key, row }, index) => {
        const id = (field: string) => `distinction-${key}-${field}`;
        const error = (field: string) => errors[`awards.${index}.${field}`];
        return (
          <fieldset key={key} className="declination-row">
            <legend>Distinction {index + 1}</legend>
            <div className="declination-row__fields">
              <Field
                id={id("name")}
                name="a-name"
                label="Concours"
                defaultValue={row.name}
                error={error("name")}
              />
              <Field
                id={id("year")}
                name="a-year"
                label="Année"
                inputMode="numeric"
                defaultValue={row.year}
                error={error("year")}
              />
              <Field
                id={id("medal")}
                name="a-medal"
                label="Distinction"
                defaultValue={row.medal}
                error={error("medal")}
              />
              <PictureChoice
                id={id("image")}
                label={`Image de la distinction ${index + 1}`}
                names={{ mediaId: "a-imageMediaId", url: "a-imageUrl", alt: "a-imageAlt" }}
                initial={{ mediaId: row.imageMediaId, url: row.imageUrl, alt: row.imageAlt }}
                error={error("imageMediaId")}
              />
            </div>
            <button
              type="button"
              className="admin-btn"
              onClick={() => setRows(rows.filter((r) => r.key !== key))}
            >
              Retirer la distinction {index + 1}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="admin-btn"
        onClick={() => {
          setRows([...rows, { key: next, row: emptyAward() }]);
          setNext(next + 1);
        }}
      >
        Ajouter une distinction
      </button>
    </fieldset>
  );
}
