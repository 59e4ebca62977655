import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { LEGAL_PLACEHOLDERS, PARAMETERS } from "@vitrine/shared/parameters";
import { LEGAL_TEXT_HTML } from "@vitrine/shared/rich-text";
import { useState } from "react";
import { pasteProps } from "../content/pasted-html";
import { keepEditorFocus, LegalToolbar } from "./LegalToolbar";

export interface LegalRichTextProps {
  id: string;
  name: string;
  labelId: string;
  describedBy: string;
  html: string;
  invalid: boolean;
}

/**
 * Tiptap on a legal text: headings, emphasis, lists, quotes and links, the {{KEY}} placeholders
 * inserted by a button each. The HTML goes out in a hidden field of the same name; the API keeps
 * only this markup.
 */
export default function LegalRichText({ id, name, labelId, describedBy, html, invalid }: LegalRichTextProps) {
  const [value, setValue] = useState(html);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["mailto", "tel"],
          isAllowedUri: (url) => /^(https?:|mailto:|tel:)/i.test(url),
        },
      }),
    ],
    content: html,
    immediatelyRender: false,
    editorProps: {
      ...pasteProps(LEGAL_TEXT_HTML),
      attributes: {
        id,
        class: "legal-editor__content",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "aria-describedby": describedBy,
        ...(invalid ? { "aria-invalid": "true" } : {}),
      },
    },
    onUpdate: ({ editor: current }) => setValue(current.isEmpty ? "" : current.getHTML()),
  });

  return (
    <div className="legal-editor__frame">
      <LegalToolbar editor={editor} />
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={value} />
      <fieldset className="legal-editor__placeholders">
        <legend className="legal-editor__placeholders-title">Insérer une information de l'entreprise</legend>
        {LEGAL_PLACEHOLDERS.map((key) => (
          <button
            key={key}
            type="button"
            className="legal-editor__chip"
            disabled={!editor}
            title={`Insère {{${key}}}, remplacé sur le site par la valeur du paramètre`}
            onMouseDown={keepEditorFocus}
            onClick={() => editor?.chain().focus().insertContent(`{{${key}}}`).run()}
          >
            {PARAMETERS[key].label}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
