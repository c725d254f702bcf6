import pg from 'pg';

// One connection of its own that LISTENs on a channel, outside the pool: a pooled connection would
// go back to other work and lose its LISTEN. It reconnects when the connection drops, and a
// heartbeat finds a connection that died without a word (a network cut sends no error).

/** The name the listening connections carry in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'hall-change-listener';

/** How often the listening connection is asked `select 1`, and how long it may take to answer. */
export const LISTENER_HEARTBEAT_MS = 5000;
export const LISTENER_HEARTBEAT_TIMEOUT_MS = 2000;
const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5000;

export interface ChangeEvents {
  /** A notification on the channel: its payload. */
  onNotification(payload: string): void;
  /** The LISTEN is in place, at first or again: whatever was sent while it was not is unknown. */
  onListening(): void;
  /** The connection is gone or does not answer: notifications may be missed until onListening. */
  onLost(): void;
}

export interface ChangeListener {
  close(): Promise<void>;
}

/** Listens on `channel` of the database at `connectionString` until closed. */
export function listenForChanges(connectionString: string, channel: string, events: ChangeEvents): ChangeListener {
  let current: pg.Client | null = null;
  let isClosed = false;
  let retryDelay = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let heartbeatTimer: NodeJS.Timeout | null = null;

  const stopHeartbeat = () => {
    if (heartbeatTimer) {
      clearInterval(heartbeatTimer);
      heartbeatTimer = null;
    }
  };

  const lose = (client: pg.Client) => {
    if (client !== current) {
      return;
    }
    current = null;
    stopHeartbeat();
    client.end().catch(() => undefined);
    events.onLost();
    if (!isClosed) {
      retryTimer = setTimeout(() => void connect(), retryDelay);
      retryDelay = Math.min(retryDelay * 2, LONGEST_RETRY_MS);
    }
  };

  const connect = async () => {
    retryTimer = null;
    if (isClosed) {
      return;
    }
    const client = new pg.Client({
      connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: LISTENER_HEARTBEAT_TIMEOUT_MS,
      query_timeout: LISTENER_HEARTBEAT_TIMEOUT_MS,
    });
    current = client;
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    client.on('notification', (message) => {
      if (message.channel === channel) {
        events.onNotification(message.payload ?? '');
      }
    });
    try {
      await client.connect();
      await client.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch {
      lose(client);
      return;
    }
    if (client !== current) {
      return;
    }
    retryDelay = FIRST_RETRY_MS;
    heartbeatTimer = setInterval(() => {
      client.query('select 1').catch(() => lose(client));
    }, LISTENER_HEARTBEAT_MS);
    heartbeatTimer.unref();
    events.onListening();
  };

  void connect();
  return {
    close: async () => {
      isClosed = true;
      if (retryTimer) {
        clearTimeout(retryTimer);
      }
      stopHeartbeat();
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
