/** Root events the overlays listen to (spec section 2): any script or component may send them. */
export interface ToastEvent {
  message: string;
  kind?: "success" | "error" | "info";
}

export interface ModalEvent {
  id: string | number;
  /** HTML content, already sanitized by the server. */
  content: string;
  title?: string;
  style?: Record<string, string>;
  darkBackground?: boolean;
  showOnEveryReload?: boolean;
  /** Days the popup stays hidden once closed. */
  hideDuration?: number;
}

export interface GalleryItem {
  type: "image" | "video";
  src: string;
  alt: string;
  /** Shown under the picture in the overlay; the alt text when none. */
  caption?: string;
  width?: number;
  height?: number;
  poster?: string;
}

export interface RootEvents {
  "vitrine:gallery": { items: GalleryItem[]; start?: number };
  "vitrine:toast": ToastEvent;
  "vitrine:modal": ModalEvent;
  "vitrine:slider": { images: { src: string; alt: string }[]; start?: number };
}

export function emit<K extends keyof RootEvents>(name: K, detail: RootEvents[K]) {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function listen<K extends keyof RootEvents>(name: K, handler: (detail: RootEvents[K]) => void) {
  const listener = (event: Event) => handler((event as CustomEvent<RootEvents[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
