import type { Readable } from 'node:stream';

/** An object as read back: its bytes as a stream, and how many there are (for Content-Length). */
export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Where members' files are kept: a folder (local-object-store.ts, the default) or an
 * S3-compatible bucket (s3-object-store.ts). Keys are '/'-separated paths of letters, digits,
 * '.', '_' and '-', such as '12/34-main.jpg'; a folder is every key below 'folder/'.
 */
export interface ObjectStore {
  /** Stores body under key, replacing what was there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object under key, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes these objects; one that does not exist is no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Deletes every object below folder/ ('12' deletes '12/…', never '123/…'). */
  deleteFolder(folder: string): Promise<void>;
  /** Lets go of connections; the store is not used afterwards. */
  close(): void;
}

const KEY = /^[\w.-]+(\/[\w.-]+)*$/;

/** Refuses a key or folder outside the rule above, such as one that climbs out with '..'. */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => /^\.+$/.test(part))) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}
