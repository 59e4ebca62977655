import { TIMINGS } from "@vitrine/shared/constants";
import { useEffect, useState } from "react";
import { listen, type ToastEvent } from "../events";

interface Toast extends ToastEvent {
  id: number;
}

let nextId = 1;

/** Toast notifications, top right, each for 3000 ms. */
export function Toasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(
    () =>
      listen("vitrine:toast", (toast) => {
        const id = nextId++;
        setToasts((list) => [...list, { ...toast, id }]);
        window.setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TIMINGS.toastMs);
      }),
    [],
  );
  return (
    <div className="toasts" aria-live="polite" role="status">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind ?? "info"}`}>
          {toast.message}
        </div>
      ))}
    </div>
  );
}
