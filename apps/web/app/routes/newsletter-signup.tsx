import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
} from "react-router";
import type { FormResult } from "../features/forms/form-result";
import { postedForm } from "../features/forms/posted-form.server";
import { PageLayout } from "../features/layout/PageLayout";
import { NewsletterForm } from "../features/newsletter/NewsletterForm";
import { NEWSLETTER_SIGNUP_PATH } from "../features/newsletter/paths";
import { requireNewsletter, signUp } from "../features/newsletter/signup.server";
import { pageMeta } from "../features/seo/meta";
import { rootDataOf } from "../root-data";

/**
 * /newsletter/inscription: the visitor's sign-up to the newsletter (ENABLE_NEWSLETTER). The
 * footer's form and the pages' `newsletter-form` blocks post here; without JavaScript this page
 * shows the answer, with its form to try again.
 */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  await requireNewsletter(context.api);
  return null;
}

export async function action({ context, request }: ActionFunctionArgs<AppLoadContext>) {
  return signUp(context.api, await postedForm(request));
}

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(
    rootDataOf(matches)?.info.name,
    "Lettre d'information",
    "Inscrivez-vous à notre lettre d'information.",
  ),
];

export default function NewsletterSignupPage() {
  const result = useActionData<FormResult>();
  return (
    <PageLayout
      title="Lettre d'information"
      intro="Nos nouveautés et nos conseils, dans votre boîte aux lettres."
      ariane={[{ name: "Lettre d'information", path: NEWSLETTER_SIGNUP_PATH }]}
    >
      <NewsletterForm result={result} className="newsletter-form--page" />
    </PageLayout>
  );
}
