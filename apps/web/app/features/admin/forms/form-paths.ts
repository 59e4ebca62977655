/** Addresses of the forms' screens in the admin panel. */
export const FORMS_PATH = "/admin/formulaires";
export const NEW_FORM_PATH = `${FORMS_PATH}/nouveau`;
export const formPath = (id: number) => `${FORMS_PATH}/${id}`;
export const submissionsPath = (id: number) => `${FORMS_PATH}/${id}/demandes`;
export const submissionsCsvPath = (id: number) => `${FORMS_PATH}/${id}/demandes.csv`;
export const submissionFilePath = (id: number, submission: number, index: number) =>
  `${FORMS_PATH}/${id}/demandes/${submission}/fichiers/${index}`;
/** Query parameter of a confirmation after a save. */
export const SAVED_PARAM = "enregistre";
