/** A logo's form posts `logo:LOGO_FOOTER`; its removal `logo-retrait:LOGO_FOOTER`. */
export const LOGO_FORM_PREFIX = "logo:";
export const LOGO_REMOVE_PREFIX = "logo-retrait:";

/** An image of the media library a logo may take. */
export interface LibraryImage {
  id: number;
  name: string;
  url: string;
}
