import type { FieldErrors } from "@vitrine/shared/envelope";
import type { Form as FormDefinition, FormField } from "@vitrine/shared/schemas/content";
import { type RefObject, useEffect, useState } from "react";
import { FormMessage } from "../account/fields";
import type { FormResult } from "./form-result";

/** A label short enough for the error summary (a consent sentence is cut at a word). */
export function shortLabel(label: string, max = 48): string {
  if (label.length <= max) return label;
  const cut = label.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,;:]+$/, "")}…`;
}

/**
 * Whether the files the visitor chose are gone from the form: a page answering a post without
 * scripts comes back with empty file inputs, while a form sent by script keeps them.
 */
function useFilesLost(result: FormResult, formRef: RefObject<HTMLFormElement | null>): boolean {
  const [kept, setKept] = useState(false);
  useEffect(() => {
    const inputs = formRef.current?.querySelectorAll<HTMLInputElement>('input[type="file"]') ?? [];
    // `result` is a dependency: each answer is checked anew.
    setKept(result.filesChosen === true && [...inputs].some((input) => (input.files?.length ?? 0) > 0));
  }, [result, formRef]);
  return result.filesChosen === true && !kept;
}

/** The summary above a refused form: its message, each field's error linked to it, lost files. */
export function ErrorSummary({
  form,
  result,
  errors,
  idOf,
  formRef,
}: {
  form: FormDefinition;
  result: FormResult;
  errors: FieldErrors;
  idOf: (field: FormField) => string;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const listed = form.fields.filter((field) => errors[field.name]);
  const filesLost = useFilesLost(result, formRef);
  return (
    <FormMessage kind="error">
      <p className="content-form__summary-title">{result.message}</p>
      {listed.length > 0 ? (
        <ul className="content-form__summary">
          {listed.map((field) => (
            <li key={field.name}>
              <a href={`#${idOf(field)}`}>
                {shortLabel(field.label)} : {errors[field.name]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {filesLost ? <p>Pensez à joindre de nouveau vos fichiers avant d'envoyer.</p> : null}
    </FormMessage>
  );
}
