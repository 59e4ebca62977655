import { FieldError, FormMessage } from "../../account/fields";
import { type FormResult, resultOf } from "../../forms/form-result";

/**
 * The refusal of one of a table's row forms, under the table: its message, and each field's
 * message with the id its input names in `aria-describedby` (`<form id>-<field>-erreur`).
 */
export function RowFormMessages({ formIds, result }: { formIds: string[]; result: FormResult | undefined }) {
  const refused = formIds
    .map((id) => [id, resultOf(result, id)] as const)
    .find(([, r]) => r?.status === "error");
  if (!refused?.[1]) return null;
  const [formId, own] = refused;
  return (
    <div>
      <FormMessage kind="error">{own.message}</FormMessage>
      {Object.entries(own.errors).map(([name, message]) => (
        <FieldError key={name} id={`${formId}-${name}-erreur`}>
          {message}
        </FieldError>
      ))}
    </div>
  );
}

/** A row input's error state: `aria-invalid` and the id of its message under the table. */
export function rowFieldState(formId: string, result: FormResult | undefined) {
  const own = resultOf(result, formId);
  const errors = own?.status === "error" ? own.errors : {};
  const typed = (name: string, saved: string) =>
    typeof own?.values[name] === "string" ? (own.values[name] as string) : saved;
  return {
    typed,
    invalid: (name: string) => ({
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": errors[name] ? `${formId}-${name}-erreur` : undefined,
    }),
  };
}
