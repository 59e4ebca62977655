/**
 * A map bounded by the total size of its values (bytes, or any measure `sizeOf` gives): the least
 * recently used entries leave first. Entries also expire `maxAgeMs` after they were stored.
 */
export class SizedLru<V> {
  private readonly entries = new Map<string, { value: V; size: number; storedAt: number }>();
  private total = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
    private readonly maxAgeMs = Number.POSITIVE_INFINITY,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt >= this.maxAgeMs) {
      this.remove(key);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    this.remove(key);
    this.entries.set(key, { value, size, storedAt: Date.now() });
    this.total += size;
    for (const [oldest] of this.entries) {
      if (this.total <= this.maxSize) break;
      this.remove(oldest);
    }
  }

  /** Total size held, within maxSize. */
  get size(): number {
    return this.total;
  }

  get count(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }
}
