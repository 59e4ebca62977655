import type { LayoutVersion } from "@vitrine/shared/schemas/admin-layouts";
import { useEffect, useState } from "react";
import { orderDateTime } from "../../orders/OrderHistory";

interface VersionHistoryProps {
  /** Reads the versions, newest first. */
  load: () => Promise<{ items: LayoutVersion[]; total: number }>;
  /** Changes when a version is added (a save, a publication, a restore). */
  revision: number;
  disabled: boolean;
  onRestore: (version: LayoutVersion) => void;
}

const KIND_LABELS: Record<LayoutVersion["kind"], string> = { DRAFT: "Brouillon", PUBLISHED: "Publiée" };

/** The page's saved versions, each with its date, its author and its picture, to restore one. */
export function VersionHistory({ load, revision, disabled, onRestore }: VersionHistoryProps) {
  const [versions, setVersions] = useState<LayoutVersion[] | null>(null);
  const [failed, setFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision means new versions to read.
  useEffect(() => {
    let current = true;
    setFailed(false);
    load().then(
      (list) => current && setVersions(list.items),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [load, revision]);

  if (failed) return <p className="editor-note">L'historique n'a pas pu être chargé. Réessayez plus tard.</p>;
  if (!versions) return <p className="editor-note">Chargement de l'historique…</p>;
  if (versions.length === 0) {
    return (
      <p className="editor-note">Aucune version enregistrée pour le moment : enregistrez un brouillon.</p>
    );
  }
  return (
    <ol className="version-list">
      {versions.map((version) => {
        const when = orderDateTime(version.createdAt);
        return (
          <li key={version.versionId} className="version">
            {version.previewUrl ? (
              <img
                className="version__image"
                src={version.previewUrl}
                alt={`Aperçu de la version du ${when}`}
                width={320}
                height={200}
                loading="lazy"
              />
            ) : (
              <span className="version__image version__image--none">Sans aperçu</span>
            )}
            <div className="version__text">
              <p className="version__kind">
                <span className={`version__badge version__badge--${version.kind.toLowerCase()}`}>
                  {KIND_LABELS[version.kind]}
                </span>
              </p>
              <p className="version__when">
                <time dateTime={version.createdAt}>{when}</time>
              </p>
              <p className="version__author">{version.author.email || "Mise en page d'origine"}</p>
              <button
                type="button"
                className="admin-btn editor-btn--small"
                disabled={disabled}
                onClick={() => onRestore(version)}
              >
                Rétablir<span className="visually-hidden"> la version du {when}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
