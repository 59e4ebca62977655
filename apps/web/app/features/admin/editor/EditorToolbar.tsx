import {
  faArrowLeft,
  faArrowRotateLeft,
  faArrowRotateRight,
  faDesktop,
  faEye,
  faMobileScreen,
} from "@fortawesome/free-solid-svg-icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "../../icons/Icon";
import type { DeviceId } from "./grapes-setup";
import type { Busy } from "./use-layout-session";

interface EditorToolbarProps {
  title: string;
  previewHref: string;
  /** Whether visitors see the page; else the way to put it online: its settings (`settingsHref`). */
  online: boolean;
  settingsHref: string;
  ready: boolean;
  device: DeviceId;
  canUndo: boolean;
  canRedo: boolean;
  dirty: boolean;
  hasDraft: boolean;
  busy: Busy;
  onDevice: (device: DeviceId) => void;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onPublish: () => void;
  /** The side panels' buttons, shown on a narrow screen only (side-sheets.tsx). */
  sheets: ReactNode;
}

/**
 * Where the layout stands: unsaved changes, a draft not yet published, or what visitors see (none
 * of it on a page offline: its address answers « page introuvable »).
 */
function stateLabel({ dirty, hasDraft, online }: { dirty: boolean; hasDraft: boolean; online: boolean }) {
  if (dirty) return { text: "Modifications non enregistrées", tone: "dirty" };
  if (hasDraft) return { text: "Brouillon non publié", tone: "draft" };
  if (!online) return { text: "Hors ligne", tone: "offline" };
  return { text: "Publiée", tone: "published" };
}

const DEVICES: { id: DeviceId; label: string; icon: typeof faDesktop }[] = [
  { id: "desktop", label: "Ordinateur (1280 px)", icon: faDesktop },
  { id: "mobile", label: "Mobile (375 px)", icon: faMobileScreen },
];

/**
 * The editor's top bar: back to the pages, the page, widths, undo and redo, preview, save, publish.
 * On a narrow screen it wraps on three rows and `.editor-bar__long` texts are read, not shown.
 */
export function EditorToolbar(props: EditorToolbarProps) {
  const { ready, busy } = props;
  const state = stateLabel(props);
  return (
    <div className="editor-bar">
      <div className="editor-bar__page">
        <Link className="editor-bar__back" to="/admin/pages">
          <Icon icon={faArrowLeft} /> Pages
        </Link>
        <h1 className="editor-bar__title">
          <span className="editor-bar__kicker">Mise en page</span> {props.title}
        </h1>
        <span className={`editor-bar__state editor-bar__state--${state.tone}`}>{state.text}</span>
        {props.online ? null : (
          <a
            className="editor-bar__online"
            href={props.settingsHref}
            title="Vos visiteurs ne voient pas cette page : cochez « Page en ligne » dans ses réglages"
          >
            <span className="visually-hidden">Page hors ligne : </span>Mettre en ligne
            <span className="visually-hidden"> (réglages de la page)</span>
          </a>
        )}
      </div>
      <div className="editor-bar__tools">
        {props.sheets}
        <fieldset className="editor-bar__group">
          <legend className="visually-hidden">Largeur d'affichage</legend>
          {DEVICES.map((device) => (
            <button
              key={device.id}
              type="button"
              className="admin-btn editor-btn--icon"
              aria-pressed={props.device === device.id}
              title={device.label}
              disabled={!ready}
              onClick={() => props.onDevice(device.id)}
            >
              <Icon icon={device.icon} />
              <span className="visually-hidden">{device.label}</span>
            </button>
          ))}
        </fieldset>
        <fieldset className="editor-bar__group">
          <legend className="visually-hidden">Modifications</legend>
          <button
            type="button"
            className="admin-btn editor-btn--icon"
            title="Annuler (Ctrl+Z)"
            aria-keyshortcuts="Control+Z Meta+Z"
            disabled={!ready || !props.canUndo}
            onClick={props.onUndo}
          >
            <Icon icon={faArrowRotateLeft} />
            <span className="visually-hidden">Annuler</span>
          </button>
          <button
            type="button"
            className="admin-btn editor-btn--icon"
            title="Rétablir (Ctrl+Maj+Z)"
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
            disabled={!ready || !props.canRedo}
            onClick={props.onRedo}
          >
            <Icon icon={faArrowRotateRight} />
            <span className="visually-hidden">Rétablir</span>
          </button>
        </fieldset>
      </div>
      <div className="editor-bar__actions">
        <a
          className="admin-btn"
          href={props.previewHref}
          target="_blank"
          rel="noopener"
          title="Le dernier brouillon enregistré, sur le site, dans un nouvel onglet"
        >
          <Icon icon={faEye} /> <span className="editor-bar__long">Aperçu</span>
          <span className="visually-hidden"> du brouillon (nouvel onglet)</span>
        </a>
        <button
          type="button"
          className="admin-btn"
          disabled={!ready || busy !== null}
          aria-busy={busy === "save"}
          onClick={props.onSave}
        >
          {busy === "save" ? (
            "Enregistrement…"
          ) : (
            <span>
              Enregistrer<span className="editor-bar__long"> le brouillon</span>
            </span>
          )}
        </button>
        <button
          type="button"
          className="admin-btn admin-btn--primary"
          disabled={!ready || busy !== null}
          aria-busy={busy === "publish"}
          onClick={props.onPublish}
        >
          {busy === "publish" ? "Publication…" : "Publier"}
        </button>
      </div>
    </div>
  );
}
