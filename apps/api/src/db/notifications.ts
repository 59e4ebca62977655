import pg from "pg";

export interface NotificationLog {
  warn(message: string): void;
}

export interface ListenOptions {
  log?: NotificationLog | undefined;
  /** Called each time the connection listens, the first time and after each loss. */
  listening?: () => void;
}

/** What a listener does, and how it is stopped. */
export interface Notifications {
  /** Whether the connection listens now (false while it is opened again after a loss). */
  readonly listening: boolean;
  stop(): Promise<void>;
}

/** The first wait before opening a lost connection again; doubled after each failure, up to MAX_RETRY_MS. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/**
 * Listens to a PostgreSQL channel (LISTEN) on a connection of its own, outside the pool: each
 * notification's payload goes to `onPayload`. A lost connection (a server restart, a network cut)
 * is logged and opened again after a growing wait; what was sent meanwhile is not heard, so the
 * caller must not rely on notifications alone.
 */
export function listenTo(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  { log = { warn() {} }, listening: onListening = () => {} }: ListenOptions = {},
): Notifications {
  let client: pg.Client | null = null;
  let listening = false;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let listeningSince = 0;
  let retry: NodeJS.Timeout | null = null;

  const lost = (error: unknown) => {
    if (stopped) return;
    // A connection that held a while starts the waits again; one lost at once keeps them growing.
    if (listening && Date.now() - listeningSince >= MAX_RETRY_MS) retryMs = FIRST_RETRY_MS;
    listening = false;
    const reason = error instanceof Error ? error.message : "connection closed";
    log.warn(`PostgreSQL: listening to ${channel} lost (${reason}), again in ${retryMs} ms`);
    const current = client;
    client = null;
    current?.removeAllListeners();
    current?.on("error", () => {});
    void current?.end().catch(() => {});
    retry = setTimeout(connect, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  async function connect(): Promise<void> {
    retry = null;
    // Keep-alive probes end a connection that a network cut left half open.
    const next = new pg.Client({ connectionString, keepAlive: true });
    client = next;
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on("error", lost);
    next.on("end", () => {
      if (client === next) lost(null);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped || client !== next) return;
      listening = true;
      listeningSince = Date.now();
      onListening();
    } catch (error) {
      if (client === next) lost(error);
    }
  }

  void connect();
  return {
    get listening() {
      return listening;
    },
    async stop() {
      stopped = true;
      listening = false;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
