import type { FormResult } from "../../forms/form-result";
import type { ParameterValues } from "../../theme/theme";
import type { ParameterGroup } from "./catalogue";
import { GroupForm } from "./GroupForm";
import { ParameterField } from "./ParameterField";

/** A group of plain fields (identity, contact, social links, menu, options, shop, third parties). */
export function FieldsGroup({
  group,
  values,
  result,
}: {
  group: ParameterGroup;
  values: ParameterValues;
  result: FormResult | undefined;
}) {
  return (
    <GroupForm form={group.slug} result={result}>
      <div className="parameters-grid">
        {group.keys.map((key) => (
          <ParameterField
            key={key}
            name={key}
            state={{ value: values[key], typed: result?.values[key], error: result?.errors[key] }}
          />
        ))}
      </div>
    </GroupForm>
  );
}
