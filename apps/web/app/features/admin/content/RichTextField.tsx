import { type ComponentType, useEffect, useRef, useState } from "react";
import { FieldError } from "../../account/fields";
import type { RichTextProps } from "./RichText";

interface RichTextFieldProps {
  id: string;
  name: string;
  label: string;
  html: string;
  error: string | undefined;
}

/**
 * A rich text: the HTML in a plain text area until the browser has loaded the editor (Tiptap, its
 * own chunk, admin screens only), and for good without JavaScript; both post the same field.
 */
export function RichTextField({ id, name, label, html, error }: RichTextFieldProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const initial = useRef(html);
  const [rich, setRich] = useState<{ Editor: ComponentType<RichTextProps>; html: string } | null>(null);
  useEffect(() => {
    let mounted = true;
    import("./RichText").then(({ default: Editor }) => {
      if (mounted) setRich({ Editor, html: area.current?.value ?? initial.current });
    });
    return () => {
      mounted = false;
    };
  }, []);
  const errorId = error ? `${id}-erreur` : undefined;
  return (
    <div className={["field", "legal-editor", error ? "field--invalid" : ""].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={id} id={`${id}-libelle`}>
        {label}
      </label>
      {rich ? (
        <rich.Editor
          id={id}
          name={name}
          labelId={`${id}-libelle`}
          describedBy={errorId}
          html={rich.html}
          invalid={Boolean(error)}
        />
      ) : (
        <textarea
          ref={area}
          id={id}
          name={name}
          className="field__input field__input--area legal-editor__source"
          rows={14}
          defaultValue={html}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
      )}
      {error ? <FieldError id={errorId!}>{error}</FieldError> : null}
    </div>
  );
}
