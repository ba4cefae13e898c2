import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy to a local port that the test can cut (every connection dropped, new ones closed at
 * once and counted) and restore: one client's network outage, while others reach the target directly.
 */
export async function startTcpProxy(targetPort: number) {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let cut = false;
  let refused = 0;
  const server = createServer((client) => {
    if (cut) {
      refused++;
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    /** Connections turned away since the cut. */
    refused: () => refused,
    cut() {
      cut = true;
      refused = 0;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
