import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface StartEmbeddedPostgresOptions {
  /** Where the data lives; undefined keeps everything in memory. */
  dataDir?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
}

export interface EmbeddedPostgres {
  /** Connection URL for the ordinary `pg` driver (the database name is ignored by PGlite). */
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

/**
 * PostgreSQL (PGlite, in WebAssembly) served over the wire protocol, so services use the same
 * TypeORM `pg` driver as against a real server. Every connection shares one PGlite session: see
 * FIELD_NOTES.md (no second pooled connection inside a transaction, one schema per service).
 */
export async function startEmbeddedPostgres(options: StartEmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const host = options.host ?? '127.0.0.1';
  const dataDir = options.dataDir === undefined ? undefined : resolve(options.dataDir);
  let releaseLock = () => {};
  if (dataDir !== undefined) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
  }
  let db: PGlite | undefined;
  try {
    db = await PGlite.create(dataDir === undefined ? {} : { dataDir });
    // The default of one connection would refuse every pool's second client.
    const server = new PGLiteSocketServer({ db, host, port: options.port ?? 0, maxConnections: 100 });
    keepProtocolBatchesTogether(server);
    await server.start();
    const port = Number(server.getServerConn().split(':').at(-1));
    const pglite = db;
    let stopping: Promise<void> | undefined;
    return {
      url: `postgres://postgres@${host}:${port}/postgres`,
      port,
      stop() {
        stopping ??= (async () => {
          try {
            await server.stop();
            // stop() detaches handlers without awaiting them; a detaching handler may still roll back its transaction.
            await nextTurn();
            await pglite.close();
          } finally {
            releaseLock();
          }
        })();
        return stopping;
      },
    };
  } catch (error) {
    await db?.close().catch(() => {});
    releaseLock();
    throw error;
  }
}

/** Takes `<dataDir>/.lock` (holding our pid); a lock left by a dead process is taken over. */
function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = join(dataDir, '.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        if (readPid(lockPath) === process.pid) rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(lockPath);
    if (holder !== undefined && isProcessAlive(holder)) {
      const who = holder === process.pid ? 'this process' : `process ${holder}`;
      throw new Error(
        `The embedded PostgreSQL data directory ${dataDir} is already in use by ${who} (lock file ${lockPath}). ` +
          'Stop that process or set another data directory; delete the lock file only if no process uses the directory.',
      );
    }
    rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not lock the embedded PostgreSQL data directory ${dataDir} (lock file ${lockPath} keeps reappearing).`);
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Extended-protocol messages that leave an unnamed statement or portal waiting for the rest of their batch. */
const batchMessageTypes = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((letter) => letter.charCodeAt(0)));

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
  onData: (data: Uint8Array) => void;
}

interface QueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

/**
 * pglite-socket 0.2.17 queues every protocol message on its own and only keeps a connection's
 * messages together inside an explicit transaction. Between one connection's Parse and its Sync,
 * another connection's statement could run and replace the unnamed statement or portal ("unnamed
 * prepared statement does not exist"). This keeps each connection's batch together up to its Sync,
 * as a real server's separate sessions would.
 */
function keepProtocolBatchesTogether(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  let batchOwner: number | null = null;

  queue.processQueue = async function processQueue(this: QueryQueue) {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = batchOwner ?? (this.db.isInTransaction() ? this.lastHandlerId : null);
        const index = owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === owner);
        // The owner's next message has not arrived yet: everyone else waits for it.
        if (index === -1) break;
        const [item] = this.queue.splice(index, 1);
        if (!item) break;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          batchOwner = null;
          item.reject(error);
          continue;
        }
        this.lastHandlerId = item.handlerId;
        batchOwner = batchMessageTypes.has(item.message[0] ?? 0) ? item.handlerId : null;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  const clearQueueForHandler = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId: number) => {
    clearQueueForHandler(handlerId);
    if (batchOwner === handlerId) {
      batchOwner = null;
      void queue.processQueue();
    }
  };
}
