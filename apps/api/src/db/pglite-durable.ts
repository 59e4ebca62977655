import { fsyncSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/**
 * PGlite on disk that keeps what it commits through a power loss (decision 014).
 *
 * Out of the box PGlite starts PostgreSQL with fsync off (-F), and its Node file system (Emscripten's
 * NODEFS) has no fsync: a commit reaches the kernel, not the disk. Here fsync is on, the WAL is
 * flushed with fsync() (fdatasync() is a no-op in Emscripten), and NODEFS's fsync calls the real one.
 */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  "-c",
  "fsync=on",
  "-c",
  "wal_sync_method=fsync",
];

/** The part of Emscripten's NODEFS this file relies on. */
interface NodeFsModule {
  NODEFS: {
    stream_ops: { fsync?: (stream: { nfd: number }) => number };
    tryFSOperation<T>(operation: () => T): T;
  };
}

export class DurableNodeFS extends NodeFS {
  /** fsync() calls PostgreSQL made through this file system (tests read it). */
  syncCount = 0;

  override async init(...args: Parameters<NodeFS["init"]>): ReturnType<NodeFS["init"]> {
    const result = await super.init(...args);
    const { emscriptenOpts } = result;
    emscriptenOpts.preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod) => {
        const { NODEFS } = mod as unknown as NodeFsModule;
        // Errors become errno values for PostgreSQL, which stops rather than carry on after a failed fsync.
        NODEFS.stream_ops.fsync = (stream) => {
          this.syncCount += 1;
          NODEFS.tryFSOperation(() => fsyncSync(stream.nfd));
          return 0;
        };
      },
    ];
    return result;
  }
}
