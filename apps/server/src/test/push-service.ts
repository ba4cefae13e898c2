import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { PushSubscriptionJson } from '@app/core';
import { decrypt } from 'http_ece';

/**
 * A self-signed certificate for 127.0.0.1 (P-256, valid until 2126), made with
 * `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500
 * -subj "/CN=local push service" -addext "subjectAltName=IP:127.0.0.1"`. Push services speak only
 * HTTPS, and so does web-push; this key guards nothing but the test's own loopback connection.
 */
const TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgbOGxMAQZWEDtQ/20
PuwivFyzZhMp8NwijLp0rgc+0cehRANCAAQXzv7koaOPyuBAkjAIQ/Q+rwVUkvF3
hyxk107Gg66fzNbvHFVA657vHzborkEGqP5gHaPO00xH8w/Fl3uD2zYh
-----END PRIVATE KEY-----
`;
const TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBoTCCAUigAwIBAgIUW8Y3j6E38CXRl8wgOfx1ikLGZScwCgYIKoZIzj0EAwIw
HTEbMBkGA1UEAwwSbG9jYWwgcHVzaCBzZXJ2aWNlMCAXDTI2MTEyNTA4NDMzMFoY
DzIxMjYxMTAxMDg0MzMwWjAdMRswGQYDVQQDDBJsb2NhbCBwdXNoIHNlcnZpY2Uw
WTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQXzv7koaOPyuBAkjAIQ/Q+rwVUkvF3
hyxk107Gg66fzNbvHFVA657vHzborkEGqP5gHaPO00xH8w/Fl3uD2zYho2QwYjAd
BgNVHQ4EFgQUMzMwcVOOA0/AXXi1zeSZuf2Q6lAwHwYDVR0jBBgwFoAUMzMwcVOO
A0/AXXi1zeSZuf2Q6lAwDwYDVR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAAB
MAoGCCqGSM49BAMCA0cAMEQCIAeGgJEWBiGewTGkiEB3eSm8VuWqsStuEbeOSPv3
MaWZAiB+BCkeugud0a6of/r6+vPjHQr/MqpQMNzipn6sUZpFjg==
-----END CERTIFICATE-----
`;

/** A push as the push service accepted it: the checked VAPID claims, the headers and the decrypted payload. */
export interface ReceivedPush {
  endpoint: string;
  /** The application server's VAPID public key (the `k` of the Authorization header). */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  payload: unknown;
  /** What the push service answered. */
  status: number;
}

/** A browser's side of a subscription: the keys the push service never sees. */
interface BrowserKeys {
  ecdh: ECDH;
  authSecret: Buffer;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** RFC 8292: `vapid t=<ES256 JWT>, k=<P-256 public key>`; throws what a push service would refuse. */
function checkVapid(authorization: string | undefined, origin: string, now: number) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [, jwt, vapidKey] = match as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('JWT is not ES256');
  const point = Buffer.from(vapidKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${claims}`);
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) {
    throw new Error('JWT signature does not verify with k');
  }
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['claims'];
  if (parsed.aud !== origin) throw new Error(`JWT aud ${parsed.aud} is not ${origin}`);
  if (!(parsed.exp > now / 1000 && parsed.exp <= now / 1000 + 24 * 3600)) throw new Error('JWT exp out of range');
  if (!/^(mailto:|https:)/.test(parsed.sub ?? '')) throw new Error(`JWT sub ${parsed.sub} is no contact`);
  return { vapidKey, claims: parsed };
}

/**
 * A push service (like FCM or Mozilla's autopush) on 127.0.0.1 over HTTPS. It checks what a real one
 * checks (VAPID JWT signed by k, audience, expiry, TTL, aes128gcm) and, since the test also plays
 * the browser, decrypts each payload (RFC 8291) with the browser's private key and auth secret.
 */
export async function startPushService() {
  const browsers = new Map<string, BrowserKeys>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: { endpoint: string; reason: string }[] = [];

  const server = createServer({ key: TLS_KEY, cert: TLS_CERT }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url}`;
      try {
        const browser = browsers.get(endpoint);
        if (!browser) throw Object.assign(new Error('unknown subscription'), { status: 404 });
        const vapid = checkVapid(request.headers.authorization, origin, Date.now());
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL ${request.headers.ttl}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.authSecret,
        });
        const status = answers.get(endpoint) ?? 201;
        received.push({
          endpoint,
          ...vapid,
          ttl,
          urgency: request.headers.urgency as string | undefined,
          topic: request.headers.topic as string | undefined,
          payload: JSON.parse(plain.toString('utf8')),
          status,
        });
        response.writeHead(status).end();
      } catch (error) {
        const status = (error as { status?: number }).status ?? 400;
        refused.push({ endpoint, reason: (error as Error).message });
        response.writeHead(status).end((error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** For the app's PushSender: trusts this service's certificate. */
    agent: new Agent({ ca: TLS_CERT }),
    received,
    /** Pushes the service refused (bad VAPID, bad encryption, unknown subscription) and why. */
    refused,
    /** Plays a browser subscribing: its own ECDH key pair and auth secret, an endpoint here. */
    subscribe(): PushSubscriptionJson {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/wpush/v2/${randomBytes(12).toString('base64url')}`;
      browsers.set(endpoint, { ecdh, authSecret });
      return { endpoint, expirationTime: null, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) } };
    },
    /** What the service answers pushes to this endpoint from now on (201 by default). */
    answer(endpoint: string, status: number) {
      answers.set(endpoint, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type PushService = Awaited<ReturnType<typeof startPushService>>;
