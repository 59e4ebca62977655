import { isHexColor } from "@vitrine/shared/colors";
import type { ParameterKey } from "@vitrine/shared/parameters";
import type { Font } from "@vitrine/shared/schemas/site";
import { useState } from "react";
import type { FormResult } from "../../forms/form-result";
import { type ParameterValues, themeVariables } from "../../theme/theme";
import { ColorField, pickerValue } from "./ColorField";
import { HELP, labelOf, type ParameterGroup } from "./catalogue";
import { GroupForm } from "./GroupForm";
import { ThemePreview } from "./ThemePreview";

/** The theme variable that shows what a colour parameter gives, set or not. */
const SHOWN_AS: Partial<Record<ParameterKey, string>> = {
  PRIMARY_COLOR: "--color-primary",
  ACCENT_COLOR: "--color-accent",
  BACKGROUND_COLOR: "--color-background",
  HEADER_BACKGROUND_COLOR: "--color-header-bg",
  MENU_BACKGROUND_COLOR: "--color-menu-bg",
  ACTIVE_FONT_COLOR: "--color-menu-active",
  MOBILE_MENU_BACKGROUND_COLOR: "--color-mobile-menu-bg",
  FOOTER_BACKGROUND_COLOR: "--color-footer-bg",
  FOOTER_FONT_COLOR: "--color-footer-text",
};

interface ColorsGroupProps {
  group: ParameterGroup;
  values: ParameterValues;
  fonts: Font[];
  siteName: string;
  result: FormResult | undefined;
}

/** The colours: a picker and a hex field each, the site's look previewed and its contrasts checked as they change. */
export function ColorsGroup({ group, values, fonts, siteName, result }: ColorsGroupProps) {
  const typedOf = (key: ParameterKey) => {
    const typed = result?.values[key];
    return typeof typed === "string" ? typed : (values[key] ?? "");
  };
  const [colours, setColours] = useState(() =>
    Object.fromEntries(group.keys.map((key) => [key, typedOf(key)])),
  );
  // The pickers as first drawn: a post without JavaScript tells a moved picker by them.
  const [drawnWith] = useState(() => themeVariables(values, fonts));
  const live = { ...values };
  for (const key of group.keys) live[key] = colours[key]?.trim() || null;
  const variables = themeVariables(live, fonts);
  const set = (key: ParameterKey, value: string) => setColours((all) => ({ ...all, [key]: value }));

  return (
    <GroupForm form={group.slug} result={result} className="colors-group">
      <div className="colors-group__layout">
        <div className="colors-group__fields">
          {group.keys.map((key) => (
            <ColorField
              key={key}
              id={`couleur-${key.toLowerCase().replaceAll("_", "-")}`}
              name={key}
              label={labelOf(key)}
              help={HELP[key]}
              value={colours[key] ?? ""}
              picker={pickerValue(
                isHexColor(colours[key] ?? "") ? colours[key] : variables[SHOWN_AS[key] ?? ""],
              )}
              drawnWith={pickerValue(drawnWith[SHOWN_AS[key] ?? ""])}
              error={result?.errors[key]}
              onChange={(value) => set(key, value)}
            />
          ))}
        </div>
        <ThemePreview variables={variables} siteName={siteName} />
      </div>
    </GroupForm>
  );
}
