import type { Font } from "@vitrine/shared/schemas/site";
import {
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  FONT_STYLES,
  FONT_TYPES,
  FONT_WEIGHTS,
  type FontBody,
  type FontType,
  SELF_HOSTED_FONTS,
} from "@vitrine/shared/schemas/theme";
import { useState } from "react";
import { Field, SelectField } from "../../account/fields";
import type { FormResult } from "../../forms/form-result";
import { fontStack } from "../../theme/theme";
import { ColorField, pickerValue } from "./ColorField";
import type { ParameterGroup } from "./catalogue";
import { FONT_LABELS, fontField, fontOf } from "./fonts-form";
import { GroupForm } from "./GroupForm";

const WEIGHT_LABELS: Record<number, string> = {
  400: "Normale",
  500: "Moyenne",
  600: "Demi-grasse",
  700: "Grasse",
};
const STYLE_LABELS: Record<string, string> = { normal: "Droit", italic: "Italique" };
const SAMPLE: Record<FontType, string> = {
  TITLE: "Rénovation intérieure et extérieure",
  CONTENT:
    "Nos artisans vous accompagnent de l'étude à la réception des travaux, avec un interlocuteur unique.",
  MENU: "Accueil · Services · Réalisations · Contact",
};

type Draft = Record<string, string>;

/** The three fonts among the families the site serves itself, each previewed as it is chosen. */
export function FontsGroup({
  group,
  fonts,
  result,
}: {
  group: ParameterGroup;
  fonts: Font[];
  result: FormResult | undefined;
}) {
  const [draft, setDraft] = useState<Draft>(() => {
    const start: Draft = {};
    for (const type of FONT_TYPES) {
      const font = fontOf(fonts, type);
      for (const field of ["family", "size", "weight", "style", "color"] as const) {
        const name = fontField(type, field);
        const typed = result?.values[name];
        start[name] = typeof typed === "string" ? typed : String(font[field]);
      }
    }
    return start;
  });
  const set = (name: string, value: string) => setDraft((all) => ({ ...all, [name]: value }));
  return (
    <GroupForm form={group.slug} result={result}>
      {FONT_TYPES.map((type) => (
        <FontFieldset
          key={type}
          type={type}
          draft={draft}
          saved={fontOf(fonts, type)}
          errors={result?.errors ?? {}}
          onChange={set}
        />
      ))}
    </GroupForm>
  );
}

interface FontFieldsetProps {
  type: FontType;
  draft: Draft;
  saved: FontBody;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
}

function FontFieldset({ type, draft, saved, errors, onChange }: FontFieldsetProps) {
  const name = (field: "family" | "size" | "weight" | "style" | "color") => fontField(type, field);
  const id = (field: string) => `police-${type.toLowerCase()}-${field}`;
  const value = (field: "family" | "size" | "weight" | "style" | "color") => draft[name(field)] ?? "";
  // The sample within the sizes the site accepts, whatever is being typed (2000 would blow the screen up).
  const typed = Number(value("size"));
  const size =
    Number.isFinite(typed) && typed > 0 ? Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, typed)) : 14;
  const sample = {
    fontFamily: fontStack(value("family")),
    fontWeight: Number(value("weight")) || 400,
    fontStyle: value("style") === "italic" ? "italic" : "normal",
    fontSize: `${(size / 14).toFixed(3)}rem`,
    color: /^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(value("color")) ? value("color") : undefined,
  };
  return (
    <fieldset className="font-fieldset">
      <legend className="font-fieldset__legend">{FONT_LABELS[type]}</legend>
      <div className="parameters-grid parameters-grid--compact">
        <SelectField
          id={id("famille")}
          name={name("family")}
          label="Police"
          hint="Hébergée par le site : rien n'est chargé d'ailleurs."
          error={errors[name("family")]}
          value={value("family")}
          onChange={(event) => onChange(name("family"), event.target.value)}
        >
          {SELF_HOSTED_FONTS.map((family) => (
            <option key={family} value={family}>
              {family}
            </option>
          ))}
        </SelectField>
        <Field
          id={id("taille")}
          name={name("size")}
          label="Taille"
          type="number"
          min={FONT_SIZE_MIN}
          max={FONT_SIZE_MAX}
          step={1}
          hint={`De ${FONT_SIZE_MIN} à ${FONT_SIZE_MAX} ; 14 est la taille du texte courant.`}
          error={errors[name("size")]}
          value={value("size")}
          onChange={(event) => onChange(name("size"), event.target.value)}
        />
        <SelectField
          id={id("graisse")}
          name={name("weight")}
          label="Graisse"
          error={errors[name("weight")]}
          value={value("weight")}
          onChange={(event) => onChange(name("weight"), event.target.value)}
        >
          {FONT_WEIGHTS.map((weight) => (
            <option key={weight} value={weight}>
              {WEIGHT_LABELS[weight]} ({weight})
            </option>
          ))}
        </SelectField>
        <SelectField
          id={id("style")}
          name={name("style")}
          label="Style"
          error={errors[name("style")]}
          value={value("style")}
          onChange={(event) => onChange(name("style"), event.target.value)}
        >
          {FONT_STYLES.map((style) => (
            <option key={style} value={style}>
              {STYLE_LABELS[style]}
            </option>
          ))}
        </SelectField>
        <ColorField
          id={id("couleur")}
          name={name("color")}
          label="Couleur"
          help="Couleur du texte, au format #rrggbb."
          value={value("color")}
          picker={pickerValue(value("color") || saved.color)}
          drawnWith={pickerValue(saved.color)}
          error={errors[name("color")]}
          onChange={(color) => onChange(name("color"), color)}
        />
      </div>
      <p className="font-fieldset__sample" style={sample}>
        {SAMPLE[type]}
      </p>
    </fieldset>
  );
}
