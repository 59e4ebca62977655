import type { LoaderFunctionArgs } from "react-router";
import { CmsRoute, cmsMeta } from "../features/cms/cms-route";
import { loadCmsPage } from "../features/cms/load-page.server";

export const loader = ({ context }: LoaderFunctionArgs) => loadCmsPage(context.api, "accueil");
export const meta = cmsMeta;
export default CmsRoute;
