import { readableTextOn } from "@vitrine/shared/colors";
import type { Media } from "@vitrine/shared/schemas/admin-media";
import type { Logo } from "@vitrine/shared/schemas/site";
import { LOGO_LABELS, LOGO_TYPES, type LogoType } from "@vitrine/shared/schemas/theme";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Field, FieldError } from "../../account/fields";
import { type FormResult, resultOf } from "../../forms/form-result";
import { type ParameterValues, themeVariables } from "../../theme/theme";
import { MediaPicker } from "../media/MediaPicker";
import type { ParameterGroup } from "./catalogue";
import { FieldsGroup } from "./FieldsGroup";
import { GroupForm } from "./GroupForm";
import { type LibraryImage, LOGO_FORM_PREFIX, LOGO_REMOVE_PREFIX } from "./logo-forms";

export interface LogosGroupProps {
  group: ParameterGroup;
  values: ParameterValues;
  logos: Logo[];
  siteName: string;
  library: { items: LibraryImage[]; total: number } | null;
  result: FormResult | undefined;
}

/** The logos' sizes and place, then each of the five logos: its image and its text alternative. */
export function LogosGroup({ group, values, logos, siteName, library, result }: LogosGroupProps) {
  const theme = themeVariables(values, []);
  // Each logo shown on the background the site puts it on.
  const backgrounds: Record<LogoType, string | undefined> = {
    LOGO: theme["--color-header-bg"],
    LOGO_LIGHT_THEME: theme["--color-header-bg"],
    LOGO_FOOTER: theme["--color-footer-bg"],
    LOGO_DARK_THEME: DARK_BACKGROUND,
    LOGO_FAVICON: undefined,
  };
  return (
    <>
      <FieldsGroup group={group} values={values} result={resultOf(result, group.slug)} />
      <div className="logo-cards">
        {LOGO_TYPES.map((type) => (
          <LogoCard
            key={type}
            type={type}
            logo={logos.find((logo) => logo.type === type)}
            siteName={siteName}
            background={backgrounds[type]}
            library={library?.items ?? []}
            result={resultOf(result, `${LOGO_FORM_PREFIX}${type}`)}
          />
        ))}
      </div>
    </>
  );
}

const DARK_BACKGROUND = "#1d2433";

interface LogoCardProps {
  type: LogoType;
  /** The colour behind the logo on the site; none for the favicon (a checkerboard shows transparency). */
  background: string | undefined;
  logo: Logo | undefined;
  siteName: string;
  library: LibraryImage[];
  result: FormResult | undefined;
}

function LogoCard({ type, logo, siteName, background, library, result }: LogoCardProps) {
  const { label, help } = LOGO_LABELS[type];
  const id = `logo-${type.toLowerCase().replaceAll("_", "-")}`;
  const typedAlt = result?.values.alt;
  const errors = result?.errors ?? {};
  return (
    <section className="logo-card" aria-labelledby={`${id}-titre`}>
      <h3 className="logo-card__title" id={`${id}-titre`}>
        {label}
      </h3>
      <p className="logo-card__help">{help}</p>
      <div
        className="logo-card__current"
        style={background ? { background, color: readableTextOn(background) } : undefined}
      >
        {logo ? (
          <img src={logo.onlineImage.url} alt={logo.alt} width={logo.width} height={logo.height} />
        ) : (
          <p>Aucune image pour l'instant.</p>
        )}
      </div>
      <GroupForm
        form={`${LOGO_FORM_PREFIX}${type}`}
        result={result}
        multipart
        submitLabel="Enregistrer ce logo"
      >
        <Field
          id={`${id}-alt`}
          name="alt"
          label="Texte alternatif"
          required
          hint="Ce qu'un lecteur d'écran dit à la place de l'image, par exemple le nom de l'entreprise."
          defaultValue={typeof typedAlt === "string" ? typedAlt : (logo?.alt ?? siteName)}
          error={errors.alt}
        />
        <div className={["field", errors.file ? "field--invalid" : ""].filter(Boolean).join(" ")}>
          <label className="field__label" htmlFor={`${id}-fichier`}>
            {logo ? "Remplacer par un fichier" : "Envoyer un fichier"}
          </label>
          <input
            id={`${id}-fichier`}
            name="file"
            type="file"
            className="field__input logo-card__file"
            accept=".png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml"
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={[`${id}-fichier-aide`, errors.file ? `${id}-fichier-erreur` : ""]
              .filter(Boolean)
              .join(" ")}
          />
          <p className="field__hint" id={`${id}-fichier-aide`}>
            Image PNG, JPEG ou SVG ; elle rejoint la médiathèque.
          </p>
          {errors.file ? <FieldError id={`${id}-fichier-erreur`}>{errors.file}</FieldError> : null}
        </div>
        <LibraryPicker id={id} label={label} images={library} error={errors.idMedia} />
      </GroupForm>
      {logo ? (
        <GroupForm
          form={`${LOGO_REMOVE_PREFIX}${type}`}
          result={undefined}
          submitLabel="Retirer ce logo"
          secondary
        />
      ) : null}
    </section>
  );
}

/**
 * An image of the library for the logo: with JavaScript, the library's own picker (search, pages,
 * upload); without, its newest images as choices behind a disclosure. Either way the form posts
 * `idMedia`; the current image is kept unless one is picked.
 */
function LibraryPicker(props: {
  id: string;
  label: string;
  images: LibraryImage[];
  error: string | undefined;
}) {
  const { id, label, images, error } = props;
  const [scripted, setScripted] = useState(false);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Media | null>(null);
  useEffect(() => setScripted(true), []);
  const errorNode = error ? <FieldError id={`${id}-media-erreur`}>{error}</FieldError> : null;
  if (scripted) {
    return (
      <div className="logo-library">
        <input type="hidden" name="idMedia" value={chosen?.id ?? ""} />
        {chosen ? (
          <p className="logo-library__chosen">
            <img src={chosen.url} alt="" />
            <span>
              Image choisie : <strong>{chosen.name}</strong>
            </span>
            <button type="button" className="logo-library__button" onClick={() => setChosen(null)}>
              Garder l'image actuelle
            </button>
          </p>
        ) : null}
        <button type="button" className="logo-library__button" onClick={() => setOpen(true)}>
          Choisir dans la médiathèque
        </button>
        {errorNode}
        {/* Outside the logo's form: the picker holds an upload form of its own. */}
        {createPortal(
          <MediaPicker
            open={open}
            kind="IMAGE"
            title={`Choisir : ${label.toLowerCase()}`}
            selectedId={chosen?.id ?? null}
            onSelect={(media) => {
              setChosen(media);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />,
          // Inside the panel's frame, whose variables it is drawn with.
          document.querySelector(".admin") ?? document.body,
        )}
      </div>
    );
  }
  if (images.length === 0) return errorNode;
  return (
    <details className="logo-library" open={Boolean(error)}>
      <summary>Ou choisir une image de la médiathèque</summary>
      <fieldset className="logo-library__choices">
        <legend className="visually-hidden">Images de la médiathèque</legend>
        <label className="logo-library__item logo-library__item--keep">
          <input type="radio" name="idMedia" value="" defaultChecked />
          <span>Garder l'image actuelle</span>
        </label>
        {images.map((image) => (
          <label key={image.id} className="logo-library__item">
            <input type="radio" name="idMedia" value={image.id} />
            <img src={image.url} alt="" loading="lazy" decoding="async" />
            <span>{image.name}</span>
          </label>
        ))}
      </fieldset>
      {errorNode}
    </details>
  );
}
