import type { PushPayload } from '@app/core';

/**
 * Web push to members' browsers (VAPID, RFC 8291 payload encryption). The key pair is made once
 * and kept in app_secrets, so every process signs with the same key browsers subscribed with.
 */
export interface PushSender {
  /** The VAPID public key (URL-safe base64) browsers subscribe with: settings.push_public_key. */
  publicKey(): Promise<string>;
  /** The same key once this process has it, else undefined (then ask publicKey): no promise for every settings.php. */
  publicKeyNow(): string | undefined;
  /**
   * Sends the payload to every subscription of the member and answers how many push services
   * accepted it; a subscription the push service answers 404 or 410 for is deleted, other
   * failures are logged and the subscription kept.
   */
  sendToUser(userId: number, payload: PushPayload): Promise<number>;
}
