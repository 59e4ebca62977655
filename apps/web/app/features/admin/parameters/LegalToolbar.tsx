import { type Editor, useEditorState } from "@tiptap/react";
import { type KeyboardEvent, useId, useState } from "react";
import { FieldError } from "../../account/fields";

/** The formatting buttons, their French names and what each does and shows as active. */
const BUTTONS = [
  {
    label: "Gras",
    run: (e: Editor) => e.chain().focus().toggleBold().run(),
    active: (e: Editor) => e.isActive("bold"),
  },
  {
    label: "Italique",
    run: (e: Editor) => e.chain().focus().toggleItalic().run(),
    active: (e: Editor) => e.isActive("italic"),
  },
  {
    label: "Souligné",
    run: (e: Editor) => e.chain().focus().toggleUnderline().run(),
    active: (e: Editor) => e.isActive("underline"),
  },
  {
    label: "Titre",
    run: (e: Editor) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e: Editor) => e.isActive("heading", { level: 2 }),
  },
  {
    label: "Sous-titre",
    run: (e: Editor) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e: Editor) => e.isActive("heading", { level: 3 }),
  },
  {
    label: "Liste à puces",
    run: (e: Editor) => e.chain().focus().toggleBulletList().run(),
    active: (e: Editor) => e.isActive("bulletList"),
  },
  {
    label: "Liste numérotée",
    run: (e: Editor) => e.chain().focus().toggleOrderedList().run(),
    active: (e: Editor) => e.isActive("orderedList"),
  },
  {
    label: "Citation",
    run: (e: Editor) => e.chain().focus().toggleBlockquote().run(),
    active: (e: Editor) => e.isActive("blockquote"),
  },
] as const;

/**
 * A pointer press on a button leaves the focus and the selection in the text (as word processors
 * do): what one types next goes on where it was. From the keyboard, the command gives the focus back.
 */
export const keepEditorFocus = (event: { preventDefault(): void }) => event.preventDefault();

const LINK = /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\s.-]+)$/i;

/** The editor's toolbar: formatting toggles (aria-pressed), a link, undo and redo. */
export function LegalToolbar({ editor }: { editor: Editor | null }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            active: BUTTONS.map((button) => button.active(e)),
            link: e.isActive("link"),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });
  const [linkOpen, setLinkOpen] = useState(false);
  return (
    <div className="legal-toolbar" role="toolbar" aria-label="Mise en forme">
      {BUTTONS.map((button, index) => (
        <button
          key={button.label}
          type="button"
          className="legal-toolbar__button"
          aria-pressed={state?.active[index] ?? false}
          disabled={!editor}
          onMouseDown={keepEditorFocus}
          onClick={() => editor && button.run(editor)}
        >
          {button.label}
        </button>
      ))}
      <button
        type="button"
        className="legal-toolbar__button"
        aria-pressed={state?.link ?? false}
        aria-expanded={linkOpen}
        disabled={!editor}
        onClick={() => setLinkOpen((open) => !open)}
      >
        Lien
      </button>
      <button
        type="button"
        className="legal-toolbar__button"
        disabled={!state?.canUndo}
        onClick={() => editor?.chain().focus().undo().run()}
      >
        Annuler
      </button>
      <button
        type="button"
        className="legal-toolbar__button"
        disabled={!state?.canRedo}
        onClick={() => editor?.chain().focus().redo().run()}
      >
        Rétablir
      </button>
      {linkOpen && editor ? <LinkForm editor={editor} close={() => setLinkOpen(false)} /> : null}
    </div>
  );
}

/** The address of a link, checked before it is set: web, e-mail or phone only. */
function LinkForm({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const [href, setHref] = useState(() => String(editor.getAttributes("link").href ?? ""));
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const url = href.trim();
    if (url === "") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      close();
      return;
    }
    if (!LINK.test(url)) {
      setError("L'adresse doit commencer par https://, mailto: ou tel:.");
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: url }).run();
    close();
  };
  // Enter applies the link: it must not post the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
      editor.commands.focus();
    }
  };
  return (
    <div className="legal-toolbar__link">
      <label htmlFor={id}>Adresse du lien (vide pour le retirer)</label>
      <input
        id={id}
        type="url"
        className="field__input"
        value={href}
        placeholder="https://"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erreur` : undefined}
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={onKeyDown}
        // biome-ignore lint/a11y/noAutofocus: the field opens on the administrator's own click
        autoFocus
      />
      <button type="button" className="legal-toolbar__button" onClick={apply}>
        Appliquer
      </button>
      {error ? <FieldError id={`${id}-erreur`}>{error}</FieldError> : null}
    </div>
  );
}
