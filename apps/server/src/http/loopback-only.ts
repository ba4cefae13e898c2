import { BlockList, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * An onRequest hook for tools meant for the developer at this machine (the dev mailbox). It reads
 * the socket's own peer, never request.ip: with TRUST_PROXY that follows X-Forwarded-For, which the
 * client writes. Behind a proxy on the same machine every client looks local, which is why these
 * tools exist in demo mode only.
 */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  const address = request.socket.remoteAddress;
  if (address && loopback.check(address, isIPv6(address) ? 'ipv6' : 'ipv4')) return;
  throw new AppError('forbidden', 403, 'This developer tool answers only on the machine the server runs on.');
}
