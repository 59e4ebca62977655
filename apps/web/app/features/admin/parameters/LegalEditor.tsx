import { LEGAL_PLACEHOLDERS, PARAMETERS } from "@vitrine/shared/parameters";
import { type ComponentType, useEffect, useRef, useState } from "react";
import { FieldError } from "../../account/fields";
import type { LegalRichTextProps } from "./LegalRichText";

export interface LegalEditorProps {
  id: string;
  /** The parameter key, the field's name in the form. */
  name: string;
  label: string;
  help: string;
  html: string;
  error: string | undefined;
}

/**
 * A legal text's editor: the HTML in a plain text area until the browser has loaded the rich-text
 * editor (and for good without JavaScript), then the editor, which posts the same field.
 */
export function LegalEditor(props: LegalEditorProps) {
  const { id, name, label, help, html, error } = props;
  const area = useRef<HTMLTextAreaElement>(null);
  const initial = useRef(html);
  const [rich, setRich] = useState<{ Editor: ComponentType<LegalRichTextProps>; html: string } | null>(null);
  // The rich-text editor (Tiptap) is its own chunk, fetched once the screen runs in a browser; it
  // starts from what the text area holds then, so nothing typed meanwhile is lost.
  useEffect(() => {
    let mounted = true;
    import("./LegalRichText").then(({ default: Editor }) => {
      if (mounted) setRich({ Editor, html: area.current?.value ?? initial.current });
    });
    return () => {
      mounted = false;
    };
  }, []);
  const helpId = `${id}-aide`;
  const describedBy = [helpId, error ? `${id}-erreur` : ""].filter(Boolean).join(" ");
  const plain = (
    <>
      <textarea
        ref={area}
        id={id}
        name={name}
        className="field__input field__input--area legal-editor__source"
        rows={16}
        defaultValue={html}
        spellCheck
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <p className="field__hint">
        Texte au format HTML. Informations disponibles :{" "}
        {LEGAL_PLACEHOLDERS.map((key, index) => (
          <span key={key}>
            {index > 0 ? ", " : ""}
            <code>{`{{${key}}}`}</code> ({PARAMETERS[key].label.toLowerCase()})
          </span>
        ))}
        .
      </p>
    </>
  );
  return (
    <div className={["field", "legal-editor", error ? "field--invalid" : ""].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={id} id={`${id}-libelle`}>
        {label}
      </label>
      <p className="field__hint" id={helpId}>
        {help}
      </p>
      {rich ? (
        <rich.Editor
          id={id}
          name={name}
          labelId={`${id}-libelle`}
          describedBy={describedBy}
          html={rich.html}
          invalid={Boolean(error)}
        />
      ) : (
        plain
      )}
      {error ? <FieldError id={`${id}-erreur`}>{error}</FieldError> : null}
    </div>
  );
}
