/**
 * The value a word of the address names in `record` (`?fait=`, `?etat=`…), null when it names
 * none: own keys only, so that `__proto__`, `constructor` or `toString` find nothing either.
 */
export function ownValue<T>(record: Record<string, T>, key: string | null | undefined): T | null {
  return key != null && Object.hasOwn(record, key) ? (record[key] as T) : null;
}
