import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, RELOAD_MARKER, reloadAfterChunkError } from "./chunk-reload";

class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe("chunk reload", () => {
  it("recognises failed chunk loads", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("reloads at most once per minute", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const reload = vi.fn();
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-21T10:00:00Z"));
    expect(reloadAfterChunkError(storage, reload)).toBe(true);
    vi.setSystemTime(new Date("2026-11-21T10:00:59Z"));
    expect(reloadAfterChunkError(storage, reload)).toBe(false);
    vi.setSystemTime(new Date("2026-11-21T10:01:01Z"));
    expect(reloadAfterChunkError(storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(storage.getItem(RELOAD_MARKER)).toBe(String(Date.parse("2026-11-21T10:01:01Z")));
    vi.useRealTimers();
  });
});
