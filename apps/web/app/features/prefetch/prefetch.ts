import { useEffect, useState } from "react";

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether links may be fetched ahead: not on 2g nor when the visitor asked to save data. */
export function canPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== "2g" && connection.effectiveType !== "slow-2g";
}

/** React Router's prefetch mode for links, following the visitor's connection. */
export function usePrefetch(): "intent" | "none" {
  const [mode, setMode] = useState<"intent" | "none">("none");
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    setMode(canPrefetch(connection) ? "intent" : "none");
  }, []);
  return mode;
}
