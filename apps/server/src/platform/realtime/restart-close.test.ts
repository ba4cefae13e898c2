import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp } from '../../test/build-test-app';
import { activeMember } from '../../test/members';
import { WS_CLOSE_SERVICE_RESTART } from './socket-route';

describe('a server that stops', () => {
  it('closes every socket with 1012 (service restart), so the web app reconnects to its successor', async () => {
    const t = await buildTestApp();
    let closed: Promise<number>;
    try {
      const member = await activeMember(t);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const socket = new WebSocket(`ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`, {
        headers: { cookie: `sid=${member.sid}` },
      });
      closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
    } finally {
      await t.close();
    }
    expect(await closed).toBe(WS_CLOSE_SERVICE_RESTART);
  });
});
