import { MemoryFS, PGlite } from "@electric-sql/pglite";

/**
 * In-memory PGlite databases started from the files of a dumped data directory, for the tests.
 *
 * PGlite's own `loadDataDir` reads its archive through a Blob stream and unpacks it again for every
 * database (about a second for the 45 MB of a seeded directory); here the archive is unpacked once
 * and its files are written straight into each new database's memory file system. PostgreSQL's
 * shared buffers are cut to 16 MB (128 MB by default): a test database holds about 15 MB, and
 * setting up the larger pool took about half of each start.
 */

/** One entry of a data directory: a folder, or a file and its bytes. */
export interface DataDirEntry {
  path: string;
  directory: boolean;
  bytes: Uint8Array;
}

const PGDATA = "/pglite/data";
const BLOCK = 512;
const TEST_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

function field(header: Uint8Array, offset: number, length: number): string {
  const bytes = header.subarray(offset, offset + length);
  const end = bytes.indexOf(0);
  return new TextDecoder().decode(end < 0 ? bytes : bytes.subarray(0, end));
}

/** The entries of an uncompressed ustar archive (what `dumpDataDir("none")` writes). */
export function unpackDataDir(archive: Uint8Array): DataDirEntry[] {
  const entries: DataDirEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length && archive[offset] !== 0) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (field(header, 257, 5) !== "ustar") throw new Error(`Not a ustar archive at byte ${offset}`);
    const prefix = field(header, 345, 155);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 12).trim() || "0", 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const path = `${PGDATA}/${name}`.replace(/\/{2,}/g, "/").replace(/\/$/, "");
    if (type === "5" || type === "0" || type === "\0") {
      const start = offset + BLOCK;
      entries.push({ path, directory: type === "5", bytes: archive.subarray(start, start + size) });
    }
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

/** The part of Emscripten's FS this file relies on. */
interface EmscriptenFs {
  mkdirTree(path: string): void;
  writeFile(path: string, data: Uint8Array, options: { canOwn: boolean }): void;
}

/** A memory file system that holds the given data directory before PostgreSQL starts. */
class DataDirFS extends MemoryFS {
  constructor(private readonly entries: readonly DataDirEntry[]) {
    super();
  }

  override async init(...args: Parameters<MemoryFS["init"]>): ReturnType<MemoryFS["init"]> {
    const result = await super.init(...args);
    const { emscriptenOpts } = result;
    emscriptenOpts.preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod) => {
        const { FS } = mod as unknown as { FS: EmscriptenFs };
        for (const { path, directory, bytes } of this.entries) {
          if (directory) {
            FS.mkdirTree(path);
          } else {
            FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
            // A copy per database, as PostgreSQL writes into its files (a Buffer's slice() would
            // share its bytes).
            FS.writeFile(path, new Uint8Array(bytes), { canOwn: true });
          }
        }
      },
    ];
    return result;
  }
}

/** A new in-memory PGlite database holding a copy of the data directory's files. */
export function openDataDir(entries: readonly DataDirEntry[]): Promise<PGlite> {
  return PGlite.create({ fs: new DataDirFS(entries), startParams: TEST_START_PARAMS });
}
