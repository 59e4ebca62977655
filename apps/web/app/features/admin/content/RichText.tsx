import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { RICH_TEXT_HTML } from "@vitrine/shared/rich-text";
import { useState } from "react";
import { LegalToolbar } from "../parameters/LegalToolbar";
import { pasteProps } from "./pasted-html";

export interface RichTextProps {
  id: string;
  name: string;
  labelId: string;
  describedBy: string | undefined;
  html: string;
  invalid: boolean;
}

/**
 * Tiptap on an article's, a service's or a news item's text: headings, emphasis, lists, quotes
 * and links (the legal texts' toolbar). What is pasted is reduced to what the API keeps
 * (pasted-html.ts); the HTML goes out in a hidden field of the same name, and the API sanitizes it
 * again before storing it.
 */
export default function RichText({ id, name, labelId, describedBy, html, invalid }: RichTextProps) {
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
          isAllowedUri: (url) => /^(https?:|mailto:|tel:|\/)/i.test(url),
        },
      }),
    ],
    content: html,
    immediatelyRender: false,
    editorProps: {
      ...pasteProps(RICH_TEXT_HTML),
      attributes: {
        id,
        class: "legal-editor__content",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
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
    </div>
  );
}
