import { useEffect, useState } from "react";
import { emit } from "../events";

/** Online/offline indicator: a banner while offline, a toast when the connection comes back. */
export function NetworkStatus() {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    setOnline(navigator.onLine);
    const goOnline = () => {
      setOnline(true);
      emit("vitrine:toast", { message: "Connexion rétablie.", kind: "success" });
    };
    const goOffline = () => setOnline(false);
    window.addEventListener("online", goOnline);
    window.addEventListener("offline", goOffline);
    return () => {
      window.removeEventListener("online", goOnline);
      window.removeEventListener("offline", goOffline);
    };
  }, []);
  if (online) return null;
  return (
    <div className="network-status" role="status">
      Vous êtes hors ligne : les pages déjà ouvertes restent consultables, les envois reprendront au retour de
      la connexion.
    </div>
  );
}
