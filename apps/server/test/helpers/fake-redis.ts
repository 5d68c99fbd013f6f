import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';

export interface FakeRedis {
  url: string;
  close(): Promise<void>;
}

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function closer(server: net.Server, sockets: Set<net.Socket>) {
  return async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

/**
 * A "Redis" that accepts connections and never answers (a frozen process: SIGSTOP). With `handshake`, it first
 * answers what ioredis sends on connecting (CLIENT SETINFO: OK; the ready check INFO: an empty reply), so the
 * client is connected and ready, and freezes after that.
 */
export async function startFrozenRedis({ handshake = false } = {}): Promise<FakeRedis> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let isFrozen = !handshake;
    socket.on('data', (chunk: Buffer) => {
      // Each command is an array of bulk strings: *<n> $<length> <name> ...
      for (const [, name] of String(chunk).matchAll(/\*\d+\r\n\$\d+\r\n([A-Za-z]+)\r\n/g)) {
        if (isFrozen) return;
        if (name.toLowerCase() === 'info') {
          socket.write('$0\r\n\r\n');
          isFrozen = true;
        } else socket.write('+OK\r\n');
      }
    });
  });
  const port = await listen(server);
  return { url: `redis://127.0.0.1:${port}`, close: closer(server, sockets) };
}

/** An address where nothing listens: connections are refused (Redis down). */
export async function refusedRedisUrl(): Promise<string> {
  const server = net.createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `redis://127.0.0.1:${port}`;
}

export interface FreezableProxy extends FakeRedis {
  /** Stops passing bytes either way (connections stay open): Redis frozen. */
  freeze(): void;
  /** Passes the held bytes on and carries on. */
  thaw(): void;
}

/** A TCP proxy in front of a real Redis that can freeze it without touching it. */
export async function startFreezableProxy(target: string): Promise<FreezableProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<net.Socket>();
  /** Bytes held while frozen, with where they go. */
  const held: Array<[net.Socket, Buffer]> = [];
  let isFrozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(targetPort || 6379), hostname);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk: Buffer) => (isFrozen ? held.push([to, chunk]) : to.write(chunk)));
    forward(client, upstream);
    forward(upstream, client);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
      socket.on('error', () => {});
    }
  });
  const port = await listen(server);
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze() {
      isFrozen = true;
    },
    thaw() {
      isFrozen = false;
      for (const [to, chunk] of held.splice(0)) if (!to.destroyed) to.write(chunk);
    },
    close: closer(server, sockets),
  };
}

/** A pino destination keeping every line, parsed. */
export function logCapture() {
  const lines: Array<{ level: number; msg: string } & Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return {
    stream,
    lines,
    /** Lines whose message matches. */
    matching: (pattern: RegExp) => lines.filter((line) => pattern.test(line.msg)),
  };
}
