const MB = 1024 * 1024;

/** A file's size as French pages write it: « 10 Mo », « 1,5 Mo », « 300 Ko ». */
export const formatBytes = (bytes: number) =>
  bytes >= MB
    ? `${Number((bytes / MB).toFixed(1)).toLocaleString("fr-FR")} Mo`
    : `${Math.max(1, Math.round(bytes / 1024))} Ko`;
