import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a server (PostgreSQL, for the fault scripts and the
 * server tests), to take the network away from the app: `cut()` refuses new connections and
 * breaks the open ones, `blackhole()` accepts connections and forwards nothing either way,
 * `restore()` forwards again.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  blackhole(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'forward' | 'blackhole' = 'forward';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const onConnection = (client: net.Socket) => {
    track(client);
    if (mode === 'blackhole') return; // accepted, never answered
    const upstream = net.connect(target);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server = net.createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const port = await listen(0);

  return {
    port,
    async cut() {
      const closed = stopListening();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    blackhole() {
      mode = 'blackhole';
      // Open connections stop carrying anything too.
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    async restore() {
      mode = 'forward';
      for (const socket of sockets) socket.destroy();
      if (!server.listening) {
        server = net.createServer(onConnection);
        await listen(port);
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await stopListening();
    },
  };
}

/** A proxy in front of the PostgreSQL server of `url`. */
export function proxyInFront(url: string): Promise<TcpProxy> {
  const target = new URL(url);
  return startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
}

/** `url` with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxyPort: number): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxyPort);
  return proxied.toString();
}
