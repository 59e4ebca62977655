import type { ListQueryInput } from "@vitrine/shared/list-query";
import type {
  AdminForm,
  AdminFormBody,
  AdminFormList,
  AdminSubmissionList,
} from "@vitrine/shared/schemas/admin-forms";
import type { ApiClient } from "./client";

/** The panel's calls about the site's forms: the builder, the submissions, their files and export. */
export interface AdminFormCalls {
  /** The forms by name: `page`, `nbItem`, `orderBy` (name, id), filters `name` (lk:), `isActive`. */
  adminForms(query?: ListQueryInput): Promise<AdminFormList>;
  adminForm(id: number): Promise<AdminForm>;
  createForm(body: AdminFormBody): Promise<AdminForm>;
  /** Replaces the form's texts and fields; 400 with per-field errors (`fields.2.options`…). */
  updateForm(id: number, body: AdminFormBody): Promise<AdminForm>;
  /** What visitors sent, newest first. */
  formSubmissions(id: number, query?: ListQueryInput): Promise<AdminSubmissionList>;
  /** Where the submissions' CSV and files are read, under the client's base URL (use `download`). */
  submissionsCsvUrl(id: number): string;
  submissionFileUrl(id: number, idSubmission: number, index: number): string;
}

export function adminFormCalls(api: ApiClient): AdminFormCalls {
  return {
    adminForms: (query) => api.get("/admin/form", query),
    adminForm: (id) => api.get(`/admin/form/${id}`),
    createForm: (body) => api.request("POST", "/admin/form", body),
    updateForm: (id, body) => api.request("PUT", `/admin/form/${id}`, body),
    formSubmissions: (id, query) => api.get(`/admin/form/${id}/submission`, query),
    submissionsCsvUrl: (id) => `${api.baseUrl}/admin/form/${id}/submission/csv`,
    submissionFileUrl: (id, idSubmission, index) =>
      `${api.baseUrl}/admin/form/${id}/submission/${idSubmission}/file/${index}`,
  };
}
