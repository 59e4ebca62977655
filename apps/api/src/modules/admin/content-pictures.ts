import type { FastifyInstance } from "fastify";
import { badRequest, HttpError } from "../../lib/http";
import { MediaLibrary } from "./media.service";

/** The picture of a service, article or news item, as its row stores it. */
export interface ChosenPicture {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * Reads a picture chosen in the media library by its id: undefined leaves the picture as it is,
 * null takes it away; 400 on `field` for a file that is not an image of the site's library.
 */
export function pictureChooser(app: FastifyInstance) {
  const library = new MediaLibrary(app.services.database.db, app.services.config);
  return async (
    siteId: number,
    mediaId: number | null | undefined,
    field: string,
  ): Promise<ChosenPicture | null | undefined> => {
    if (mediaId === undefined || mediaId === null) return mediaId;
    const message = "Cette image n'est pas dans la médiathèque du site.";
    try {
      const media = await library.get(siteId, mediaId);
      if (media.kind !== "IMAGE")
        throw badRequest("Choisissez une image, pas une vidéo.", {
          [field]: "Choisissez une image, pas une vidéo.",
        });
      return { url: media.url, alt: media.alt, width: media.width ?? 1200, height: media.height ?? 800 };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404)
        throw badRequest(message, { [field]: message });
      throw error;
    }
  };
}
