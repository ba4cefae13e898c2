import { connect, createServer, type Socket } from 'node:net';

export interface TcpBalancer {
  /** Where clients connect, e.g. http://localhost:41234 (no trailing slash). */
  baseURL: string;
  close(): Promise<void>;
}

/**
 * A local stand-in for the load balancer in front of several server processes: each new TCP
 * connection goes to the next upstream in turn, and bytes flow both ways untouched, so HTTP and
 * WebSocket upgrades pass as they would through nginx's stream or http proxy. A client that opens
 * one connection per request meets the processes by turns.
 */
export async function startTcpBalancer(upstreamPorts: readonly number[]): Promise<TcpBalancer> {
  let next = 0;
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  // Like nginx's proxy_next_upstream error: a process that refuses the connection (stopped or
  // restarting) is skipped for the next one; nothing has been sent to it yet.
  const connectUpstream = (client: Socket, triesLeft: number) => {
    const port = upstreamPorts[next++ % upstreamPorts.length]!;
    const upstream = connect(port, '127.0.0.1');
    let connected = false;
    upstream.on('error', () => {
      if (!connected && triesLeft > 1) connectUpstream(client, triesLeft - 1);
      else client.destroy();
    });
    upstream.once('connect', () => {
      connected = true;
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.once('error', () => upstream.destroy());
      client.once('close', () => upstream.end());
    });
  };
  const server = createServer((client) => {
    track(client);
    client.pause();
    connectUpstream(client, upstreamPorts.length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('The balancer is not listening');
  return {
    // localhost is the seeded demo site's domain, as for the processes themselves.
    baseURL: `http://localhost:${address.port}`,
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
