import { useEffect } from "react";
import { useLocation } from "react-router";
import { emit } from "../events";
import { isPopupHidden, wasOpenedThisVisit } from "../modal/ModalContainer";
import { opensByItself } from "./popup-rules";

interface PopupSummary {
  id: number;
  delaySeconds: number;
  showOnEveryReload: boolean;
  startsAt: string | null;
  endsAt: string | null;
}

/** Popups opened by themselves in this document: a client navigation does not open them again. */
const shownThisDocument = new Set<number>();

/** Opens the site's active popups by themselves, after their delay, unless recently closed. */
export function AutoPopups({ siteId, popups }: { siteId: number; popups: PopupSummary[] }) {
  const { pathname } = useLocation();
  useEffect(() => {
    const timers: number[] = [];
    const controller = new AbortController();
    for (const summary of popups) {
      const state = {
        openedThisVisit: wasOpenedThisVisit(summary.id),
        shownThisDocument: shownThisDocument.has(summary.id),
        pathname,
      };
      if (!opensByItself(summary, state)) continue;
      timers.push(
        window.setTimeout(async () => {
          try {
            const response = await fetch(`/api/popup/${summary.id}`, {
              headers: { idSite: String(siteId) },
              signal: controller.signal,
            });
            const body = (await response.json()) as {
              success: boolean;
              data: {
                id: number;
                title: string;
                content: string;
                style: Record<string, string>;
                darkBackground: boolean;
                showOnEveryReload: boolean;
                hideDurationDays: number;
              };
            };
            if (!body.success) return;
            const popup = body.data;
            if (!popup.showOnEveryReload && isPopupHidden(popup.id, popup.hideDurationDays)) return;
            shownThisDocument.add(popup.id);
            emit("vitrine:modal", {
              id: popup.id,
              title: popup.title,
              content: popup.content,
              style: popup.style,
              darkBackground: popup.darkBackground,
              showOnEveryReload: popup.showOnEveryReload,
              hideDuration: popup.hideDurationDays,
            });
          } catch {
            // A popup that cannot be fetched is simply not shown.
          }
        }, summary.delaySeconds * 1000),
      );
    }
    return () => {
      controller.abort();
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [siteId, popups, pathname]);
  return null;
}
