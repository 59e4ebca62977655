import { Form } from "react-router";

/** « Supprimer » after a confirmation in the browser (without JavaScript, at once). */
export function DeleteForm({ label, question }: { label: string; question: string }) {
  return (
    <Form
      method="post"
      className="content-delete"
      onSubmit={(event) => {
        if (!window.confirm(question)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <button type="submit" className="admin-btn admin-btn--danger">
        {label}
      </button>
    </Form>
  );
}
