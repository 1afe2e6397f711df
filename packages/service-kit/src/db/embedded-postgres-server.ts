import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface StartEmbeddedPostgresOptions {
  /** Where the data lives; undefined keeps everything in memory. */
  dataDir?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /**
   * In memory only: a fresh cluster (a data directory dump, as `freshCluster` below) to start from
   * instead of running initdb, which costs about 2.5 s of CPU against 0.6 s for loading the dump.
   */
  freshCluster?: Uint8Array;
}

export interface EmbeddedPostgres {
  /** Connection URL for the ordinary `pg` driver, password included (the database name is ignored by PGlite). */
  readonly url: string;
  readonly port: number;
  /** In memory, when this one ran initdb: its cluster as initdb left it, for the next one to start from. */
  readonly freshCluster?: Uint8Array;
  stop(): Promise<void>;
}

/** The file in the data directory holding the password every connection must give (mode 0600). */
export function embeddedPostgresPasswordFile(dataDir: string): string {
  return join(resolve(dataDir), '.password');
}

/** The default of one connection would refuse every pool's second client. */
const maxConnections = 100;
/** A client has this long from connecting to giving the password. */
const authenticationTimeoutMs = 10_000;

/**
 * PostgreSQL (PGlite, in WebAssembly) served over the wire protocol, so services use the same
 * TypeORM `pg` driver as against a real server. Every connection shares one PGlite session: see
 * FIELD_NOTES.md (no second pooled connection inside a transaction, one schema per service).
 *
 * pglite-socket has no authentication (PGlite answers a startup message with AuthenticationOk), so
 * the listener here asks every client for the password (md5 exchange) before handing the connection
 * to pglite-socket. The password is random, generated on first start into the data directory
 * (`.password`, mode 0600) and read back on every restart; in memory it lives as long as the process.
 *
 * This runs PGlite on the calling thread: startEmbeddedPostgres (embedded-postgres.ts) calls it on a
 * worker thread of its own, so queries never block the services' event loop.
 */
export async function serveEmbeddedPostgres(options: StartEmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const host = options.host ?? '127.0.0.1';
  const dataDir = options.dataDir === undefined ? undefined : resolve(options.dataDir);
  let releaseLock = () => {};
  let password: string;
  if (dataDir !== undefined) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // The files hold every user's data: only the owner reads them (PostgreSQL insists on the same).
    chmodSync(dataDir, 0o700);
    releaseLock = acquireDataDirLock(dataDir);
  }
  let db: PGlite | undefined;
  try {
    password = dataDir === undefined ? newPassword() : loadOrCreatePassword(dataDir);
    let freshCluster: Uint8Array | undefined;
    if (dataDir !== undefined) {
      db = await PGlite.create({ dataDir });
    } else if (options.freshCluster) {
      db = await PGlite.create({ loadDataDir: new Blob([options.freshCluster]) });
    } else {
      db = await PGlite.create({});
      freshCluster = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
    }
    // Never started: it only lends its query queue to the handlers of authenticated connections.
    const socketServer = new PGLiteSocketServer({ db, host, port: 0, maxConnections });
    keepProtocolBatchesTogether(socketServer);
    const front = await listenWithPassword(socketServer, password, host, options.port ?? 0);
    const pglite = db;
    let stopping: Promise<void> | undefined;
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@${host}:${front.port}/postgres`,
      port: front.port,
      ...(freshCluster ? { freshCluster } : {}),
      stop() {
        stopping ??= (async () => {
          try {
            await front.stop();
            // A detaching handler may still roll back its transaction: let it finish first.
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

function newPassword(): string {
  return randomBytes(32).toString('base64url');
}

const passwordPattern = /^[\x21-\x7e]{16,200}$/;

/** Reads `<dataDir>/.password`, or writes a new random one (mode 0600) on first start. Called under the lock. */
function loadOrCreatePassword(dataDir: string): string {
  const file = embeddedPostgresPasswordFile(dataDir);
  let stored: string | undefined;
  try {
    stored = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (stored === undefined) {
    const password = newPassword();
    // Written whole under another name first: a crash never leaves an empty password file behind.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, `${password}\n`, { mode: 0o600, flag: 'w' });
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    return password;
  }
  if (!passwordPattern.test(stored)) {
    throw new Error(
      `The embedded PostgreSQL password file ${file} does not hold a usable password (16 to 200 printable characters, no spaces). ` +
        'Delete it to have a new random one generated.',
    );
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return stored;
}

interface PasswordFront {
  port: number;
  stop(): Promise<void>;
}

const protocolVersion3 = 196_608;
const sslRequestCode = 80_877_103;
const gssEncRequestCode = 80_877_104;
const cancelRequestCode = 80_877_102;
/** A startup message is a few parameters; anything this long is not one. */
const maxStartupBytes = 10_000;
const maxPasswordMessageBytes = 1_000;

/**
 * Listens on host:port and performs the PostgreSQL startup and md5 password exchange itself; a
 * client that gives the password is handed to a PGLiteSocketHandler with its startup message
 * replayed, so PGlite answers AuthenticationOk and the session parameters as before.
 */
async function listenWithPassword(socketServer: PGLiteSocketServer, password: string, host: string, port: number): Promise<PasswordFront> {
  const queryQueue = (socketServer as unknown as { queryQueue: ConstructorParameters<typeof PGLiteSocketHandler>[0]['queryQueue'] }).queryQueue;
  const handlers = new Set<PGLiteSocketHandler>();
  const pending = new Set<Socket>();
  let active = true;

  const handOver = (socket: Socket, replay: Buffer) => {
    if (!active) return void socket.destroy();
    if (handlers.size >= maxConnections) return refuse(socket, '53300', 'sorry, too many clients already');
    const handler = new PGLiteSocketHandler({ queryQueue, closeOnDetach: true });
    handlers.add(handler);
    handler.addEventListener('error', () => handlers.delete(handler));
    handler.addEventListener('close', () => handlers.delete(handler));
    // Paused, the replayed bytes wait for the handler's own data listener.
    socket.pause();
    socket.unshift(replay);
    handler.attach(socket).then(
      () => socket.resume(),
      () => {
        handlers.delete(handler);
        socket.destroy();
      },
    );
  };

  const server: Server = createServer((socket) => {
    if (!active) return void socket.destroy();
    pending.add(socket);
    socket.setNoDelay(true);
    let buffered = Buffer.alloc(0);
    let startup: { message: Buffer; user: string; salt: Buffer } | undefined;
    const finish = () => {
      clearTimeout(timer);
      pending.delete(socket);
      socket.off('data', onData);
      socket.off('error', onError);
    };
    const onError = () => {
      finish();
      socket.destroy();
    };
    const fail = (code: string, message: string) => {
      finish();
      refuse(socket, code, message);
    };
    const timer = setTimeout(() => fail('08P01', 'authentication timed out'), authenticationTimeoutMs);
    timer.unref();
    socket.once('close', () => {
      clearTimeout(timer);
      pending.delete(socket);
    });
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      while (true) {
        if (startup === undefined) {
          if (buffered.length < 8) return;
          const length = buffered.readInt32BE(0);
          const code = buffered.readInt32BE(4);
          if (length < 8 || length > maxStartupBytes) return fail('08P01', 'invalid length of startup packet');
          if (buffered.length < length) return;
          const message = buffered.subarray(0, length);
          buffered = buffered.subarray(length);
          if ((code === sslRequestCode || code === gssEncRequestCode) && length === 8) {
            // No TLS or GSS encryption here: the client goes on in plain text (loopback only).
            socket.write('N');
            continue;
          }
          if (code === cancelRequestCode) {
            finish();
            return void socket.destroy();
          }
          if (code !== protocolVersion3) return fail('0A000', 'unsupported frontend protocol');
          const user = startupParameters(message.subarray(8)).get('user');
          if (user === undefined || user === '') return fail('28000', 'no PostgreSQL user name specified in startup packet');
          const salt = randomBytes(4);
          startup = { message: Buffer.from(message), user, salt };
          // AuthenticationMD5Password
          const request = Buffer.alloc(13);
          request.write('R', 0);
          request.writeInt32BE(12, 1);
          request.writeInt32BE(5, 5);
          salt.copy(request, 9);
          socket.write(request);
          continue;
        }
        if (buffered.length < 5) return;
        const type = String.fromCharCode(buffered[0]!);
        const length = buffered.readInt32BE(1);
        if (type !== 'p') return fail('28000', `password authentication failed for user "${startup.user}": a password is required`);
        if (length < 5 || length > maxPasswordMessageBytes) return fail('08P01', 'invalid password packet size');
        if (buffered.length < 1 + length) return;
        const given = buffered.subarray(5, 1 + length);
        const rest = buffered.subarray(1 + length);
        const nul = given.indexOf(0);
        const answer = nul === -1 ? given : given.subarray(0, nul);
        if (!timingSafeEqual(md5Answer(password, startup.user, startup.salt), fixedLength(answer))) {
          return fail('28P01', `password authentication failed for user "${startup.user}"`);
        }
        finish();
        return handOver(socket, Buffer.concat([startup.message, rest]));
      }
    };
    socket.on('data', onData);
    socket.on('error', onError);
  });
  server.maxConnections = maxConnections * 2;

  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
  const address = server.address();
  if (address === null || typeof address !== 'object') throw new Error('The embedded PostgreSQL listener has no address');
  // Errors after listening (a client's reset) are per socket; keep the server from throwing.
  server.on('error', () => {});

  return {
    port: address.port,
    async stop() {
      active = false;
      const closed = new Promise<void>((resolvePromise) => server.close(() => resolvePromise()));
      for (const socket of pending) socket.destroy();
      pending.clear();
      await Promise.allSettled([...handlers].map((handler) => handler.detach(true)));
      handlers.clear();
      await closed;
    },
  };
}

/** The user, database and options of a startup message's body (pairs of NUL-terminated strings). */
function startupParameters(body: Buffer): Map<string, string> {
  const parameters = new Map<string, string>();
  const parts = body.toString('utf8').split('\0');
  for (let index = 0; index + 1 < parts.length; index += 2) {
    if (parts[index] === '') break;
    parameters.set(parts[index]!, parts[index + 1]!);
  }
  return parameters;
}

/** What a client that knows the password answers to an md5 request: md5(md5(password + user) + salt), hex, prefixed. */
function md5Answer(password: string, user: string, salt: Buffer): Buffer {
  const inner = createHash('md5').update(password).update(user).digest('hex');
  return Buffer.from(`md5${createHash('md5').update(inner).update(salt).digest('hex')}`);
}

/** The answer padded or cut to md5Answer's 35 bytes, so the comparison takes the same time whatever was sent. */
function fixedLength(answer: Buffer): Buffer {
  const out = Buffer.alloc(35);
  answer.copy(out, 0, 0, 35);
  // A longer or shorter answer must never equal the expected one by padding: mark it.
  if (answer.length !== 35) out[0] = 0;
  return out;
}

/** Sends a FATAL ErrorResponse and closes the connection. */
function refuse(socket: Socket, code: string, message: string): void {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'utf8');
  const response = Buffer.alloc(5 + fields.length);
  response.write('E', 0);
  response.writeInt32BE(4 + fields.length, 1);
  fields.copy(response, 5);
  // The client may reset the connection meanwhile: that must not become an uncaught error.
  socket.on('error', () => socket.destroy());
  if (socket.writable) socket.end(response);
  setTimeout(() => socket.destroy(), 1_000).unref();
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
