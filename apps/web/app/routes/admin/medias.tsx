import type { LinksFunction, MetaFunction } from "react-router";
import { MediaScreen } from "../../features/admin/media/MediaScreen";
import { loadMediaScreen, mediaAction } from "../../features/admin/media/media.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import mediaHref from "../../styles/admin-medias.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: mediaHref }];

/** /admin/medias: the site's media library (images and videos), its uploads, uses and deletions. */
export const loader = loadMediaScreen;
export const action = mediaAction;

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Médiathèque"),
  { name: "robots", content: "noindex" },
];

export default MediaScreen;
