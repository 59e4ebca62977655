import type { Media, MediaUsage } from "@vitrine/shared/schemas/admin-media";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormMessage } from "../../account/fields";
import type { FormResult } from "../../forms/form-result";
import { ConfirmDialog } from "../../modal/ConfirmDialog";
import { mediaFacts } from "./MediaGrid";

interface MediaDetailsProps {
  media: Media;
  usage: MediaUsage;
  /** The reply of the last change of this file (alt text and name, deletion). */
  result: FormResult | undefined;
  /** The screen's addresses: without the panel, with it, and with the deletion's question. */
  closeHref: string;
  panelHref: string;
  deleteHref: string;
  confirmDelete: boolean;
}

const dateFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" });

/**
 * One file of the library: its preview and facts, its resized copies, its alternative text and
 * name (a plain form), where the site uses it, and its deletion after a question (refused by the
 * API, in French, while it is in use).
 */
export function MediaDetails(props: MediaDetailsProps) {
  const { media, usage, result, closeHref, panelHref, deleteHref, confirmDelete } = props;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "update";
  const image = media.kind === "IMAGE";
  // What was typed comes back after the details form's own refusal only (not a deletion's).
  const values = result?.form === "update" && result.status === "error" ? result.values : {};
  return (
    <section className="media-details admin-card" aria-labelledby="media-details-titre">
      <div className="media-details__head">
        <h2 id="media-details-titre">{media.name}</h2>
        <Link to={closeHref} preventScrollReset className="media-details__close">
          Fermer<span className="visually-hidden"> les détails du fichier</span>
        </Link>
      </div>
      <div className="media-details__preview">
        {image ? (
          <img src={media.variants.find((v) => v.width === 640)?.url ?? media.url} alt={media.alt} />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the site owner's own video, captions are theirs to add.
          <video src={media.url} controls preload="metadata" />
        )}
      </div>
      <dl className="media-details__facts">
        <dt>Fichier</dt>
        <dd>{mediaFacts(media)}</dd>
        <dt>Nom d'origine</dt>
        <dd>{media.originalName}</dd>
        <dt>Ajouté le</dt>
        <dd>{dateFormat.format(new Date(media.createdAt))}</dd>
        <dt>Adresse</dt>
        <dd>
          <a href={media.url}>{media.url}</a>
        </dd>
        {media.variants.length > 0 ? (
          <>
            <dt>Tailles préparées</dt>
            <dd>
              {media.variants.map((variant, index) => (
                <span key={variant.width}>
                  {index > 0 ? ", " : null}
                  <a href={variant.url}>{variant.width} px</a>
                </span>
              ))}
            </dd>
          </>
        ) : null}
      </dl>

      <Form method="post" noValidate className="media-details__form" preventScrollReset>
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={media.id} />
        {result?.form === "update" ? (
          <FormMessage kind={result.status === "success" ? "success" : "error"}>{result.message}</FormMessage>
        ) : null}
        <Field
          id="media-alt"
          name="alt"
          label={image ? "Texte alternatif" : "Description"}
          required={image}
          maxLength={300}
          defaultValue={(values.alt as string | undefined) ?? media.alt}
          hint={image ? "Ce que montre l'image, pour les personnes qui ne la voient pas." : undefined}
          error={result?.form === "update" ? result.errors.alt : undefined}
        />
        <Field
          id="media-name"
          name="name"
          label="Nom"
          required
          maxLength={200}
          defaultValue={(values.name as string | undefined) ?? media.name}
          error={result?.form === "update" ? result.errors.name : undefined}
        />
        <button type="submit" className="btn btn--primary" aria-disabled={saving || undefined}>
          {saving ? "Enregistrement…" : "Enregistrer"}
        </button>
      </Form>

      <MediaUses usage={usage} result={result} deleteHref={deleteHref} />
      {confirmDelete ? <DeleteQuestion media={media} usage={usage} cancelTo={panelHref} /> : null}
    </section>
  );
}

/** Where the site uses the file: its links, in a list. */
function UseList({ usage }: { usage: MediaUsage }) {
  return (
    <ul className="media-details__uses">
      {usage.uses.map((use) => (
        <li key={`${use.type}-${use.id}`}>
          {use.adminPath ? <Link to={use.adminPath}>{use.label}</Link> : use.label}
        </li>
      ))}
    </ul>
  );
}

/** Said instead of a deletion the API would refuse. */
const IN_USE =
  "Ce fichier ne peut pas être supprimé tant qu'il est utilisé : retirez-le d'abord de ces endroits.";

/** Where the site uses the file, and the way to its deletion (none while it is used). */
function MediaUses({
  usage,
  result,
  deleteHref,
}: Pick<MediaDetailsProps, "usage" | "result" | "deleteHref">) {
  const used = usage.uses.length > 0;
  return (
    <>
      <h3 className="media-details__subtitle">Utilisations</h3>
      {used ? <UseList usage={usage} /> : <p>Ce fichier n'est utilisé nulle part sur le site.</p>}

      {result?.form === "delete" && result.status === "error" ? (
        <FormMessage kind="error">{result.message}</FormMessage>
      ) : null}
      {used ? (
        <p className="media-details__locked">{IN_USE}</p>
      ) : (
        <Link to={deleteHref} preventScrollReset className="btn btn--danger media-details__delete">
          Supprimer le fichier
        </Link>
      )}
    </>
  );
}

/**
 * The question before a deletion: what goes. A file in use (its address asked for the question
 * anyway) gets no button to a deletion that would be refused, only where it is used.
 */
function DeleteQuestion({ media, usage, cancelTo }: { media: Media; usage: MediaUsage; cancelTo: string }) {
  if (usage.uses.length > 0) {
    return (
      <ConfirmDialog title="Ce fichier ne peut pas être supprimé" cancelTo={cancelTo} cancelLabel="Fermer">
        <p>« {media.name} » est utilisé ici :</p>
        <UseList usage={usage} />
        <p>{IN_USE}</p>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title="Supprimer ce fichier ?"
      cancelTo={cancelTo}
      confirm={
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={media.id} />
          <button type="submit" className="btn btn--danger">
            Supprimer
          </button>
        </Form>
      }
    >
      <p>« {media.name} » sera supprimé de la médiathèque, avec ses tailles préparées.</p>
    </ConfirmDialog>
  );
}
