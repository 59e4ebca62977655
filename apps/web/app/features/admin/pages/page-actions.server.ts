import { type PageCalls, pageCalls } from "@vitrine/sdk/pages";
import { parseId } from "@vitrine/shared/ids";
import { type ActionFunctionArgs, redirect } from "react-router";
import { formText } from "../../account/session.server";
import { apiFailure, formError, formSuccess } from "../../forms/form-reply.server";
import { postedForm } from "../../forms/posted-form.server";
import { adminApi } from "../admin-api.server";
import { createBody, typedValues, updateBody } from "./page-fields";
import { DONE_PARAM, PAGES_PATH, type PagesDone } from "./pages-paths";
import { BUTTON_MOVES, type ButtonMove, buttonMove, pageLabel, placeInWords } from "./tree-moves";

/**
 * The page tree screen's form posts (plain forms, also without JavaScript; the drag and drop posts
 * a move the same way): create, change, move, trash, restore, purge. Each refusal comes back with
 * the API's French message and its field errors; a creation or a trip to the trash goes on to the
 * page's new place with a `fait` notice.
 */
export async function pagesAction({ context, request }: ActionFunctionArgs) {
  const calls = pageCalls(await adminApi(context, request));
  const form = await postedForm(request);
  const intent = formText(form, "intent");
  const id = parseId(formText(form, "id"));
  if (intent === "create") return create(calls, form);
  if (id === null) return formError(intent || null, "Cette page est introuvable : rechargez l'arborescence.");
  try {
    switch (intent) {
      case "update":
        await calls.updatePage(id, updateBody(form));
        // The page's id in the values, as a refusal has it: the panel shows the answer of its own page.
        return formSuccess("update", "Page enregistrée.", { values: { id: String(id) } });
      case "move":
        return await move(calls, id, form);
      case "trash":
        await calls.trashPage(id);
        return done("corbeille");
      case "restore":
        await calls.restorePage(id);
        return done("restauree", `&page=${id}`);
      case "purge":
        await calls.purgePage(id);
        return done("supprimee", "&vue=corbeille");
    }
  } catch (error) {
    return apiFailure(error, intent, { values: { ...typedValues(form) } });
  }
  return formError(null, "Ce formulaire est inconnu : rechargez la page.");
}

const done = (what: PagesDone, more = "") => redirect(`${PAGES_PATH}?${DONE_PARAM}=${what}${more}`);

async function create(calls: PageCalls, form: FormData) {
  const body = createBody(form);
  if (!body.title) {
    const message = "Indiquez le titre de la page.";
    return formError("create", message, { errors: { title: message }, values: typedValues(form) });
  }
  try {
    const page = await calls.createPage(body);
    return done("creee", `&page=${page.id}`);
  } catch (error) {
    return apiFailure(error, "create", { values: typedValues(form) });
  }
}

/**
 * A move: a button's (`direction`, computed on the tree as it is now) or a drop's (`idParent` and
 * `position`). The reply says where the page is now, for the screen readers too.
 */
async function move(calls: PageCalls, id: number, form: FormData) {
  const direction = formText(form, "direction");
  let body: { idParent: number | null; position: number } | null;
  if (direction) {
    if (!(BUTTON_MOVES as readonly string[]).includes(direction)) {
      return formError("move", "Ce déplacement est inconnu : rechargez l'arborescence.");
    }
    body = buttonMove(await calls.adminPages(), id, direction as ButtonMove);
    if (!body) return formError("move", "La page ne peut pas aller plus loin dans ce sens.");
  } else {
    const parent = formText(form, "idParent");
    const position = Number(formText(form, "position"));
    body = { idParent: parent ? parseId(parent) : null, position };
    if ((parent && body.idParent === null) || !Number.isInteger(position) || position < 0) {
      return formError("move", "Ce déplacement est incomplet : rechargez l'arborescence.");
    }
  }
  const page = await calls.movePage(id, body);
  const tree = await calls.adminPages();
  return formSuccess("move", `« ${pageLabel(page)} » est maintenant ${placeInWords(tree, id)}.`, { id });
}
