/**
 * A value made the first time it is asked for, then kept: for what costs to build and may not be
 * needed by every page, such as an `Intl` formatter (the first one a browser makes loads its
 * locale's data while the module is evaluated, in one task of the main thread).
 */
export function madeOnce<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
