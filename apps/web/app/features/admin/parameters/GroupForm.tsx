import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormMessage } from "../../account/fields";
import { FORM_KEY, type FormResult } from "../../forms/form-result";

interface GroupFormProps {
  /** What the form posts as its FORM_KEY: the action knows the group (and the text) by it. */
  form: string;
  result: FormResult | undefined;
  children?: ReactNode;
  /** A secondary action (a removal): its button drawn less loudly. */
  secondary?: boolean;
  /** Hidden fields beside FORM_KEY. */
  hidden?: Record<string, string>;
  multipart?: boolean;
  submitLabel?: string;
  className?: string;
}

/**
 * A group's form: posted to the screen's action (also without JavaScript), the browser's own
 * checks left out so that every refusal is the French one of the shared rules, next to its field.
 */
export function GroupForm(props: GroupFormProps) {
  const { form, result, children, hidden = {}, multipart, submitLabel, className, secondary } = props;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get(FORM_KEY) === form;
  return (
    <Form
      method="post"
      noValidate
      encType={multipart ? "multipart/form-data" : undefined}
      className={["parameters-form", className].filter(Boolean).join(" ")}
    >
      <input type="hidden" name={FORM_KEY} value={form} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {result ? (
        <FormMessage kind={result.status === "success" ? "success" : "error"}>{result.message}</FormMessage>
      ) : null}
      {children}
      <div className="parameters-form__actions">
        <button
          type="submit"
          className={secondary ? "btn parameters-form__secondary" : "btn btn--primary"}
          aria-disabled={saving || undefined}
        >
          {saving ? "Enregistrement…" : (submitLabel ?? "Enregistrer")}
        </button>
      </div>
    </Form>
  );
}
