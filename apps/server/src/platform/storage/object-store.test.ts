import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../test/s3-server';
import { createObjectStore } from './create-object-store';
import { LocalObjectStore } from './local-object-store';
import type { ObjectStore, StoredObject } from './object-store';
import { S3ObjectStore } from './s3-object-store';

let s3: S3TestServer;
const dataDir = mkdtempSync(join(tmpdir(), 'object-store-'));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const bytes = async (object: StoredObject | null) => (object ? Buffer.concat(await object.body.toArray()) : null);

/** The folder and the bucket keep the same promises; each test uses a folder of keys of its own. */
describe.each([
  { kind: 'folder', type: LocalObjectStore, store: () => createObjectStore({ DATA_DIR: dataDir }) },
  { kind: 'S3 bucket', type: S3ObjectStore, store: () => createObjectStore({ DATA_DIR: dataDir, ...s3.config }) },
])('the object store in a $kind', ({ type, store: makeStore }) => {
  let store: ObjectStore;
  let folder = 0;
  const nextFolder = () => `${(folder += 1)}`;
  beforeAll(() => {
    store = makeStore();
  });
  afterAll(() => store?.close());

  it('is the one S3_BUCKET chooses', () => {
    expect(store).toBeInstanceOf(type);
  });

  it('gives back what was put, with its size, and replaces it on a second put', async () => {
    const key = `${nextFolder()}/photo-main.jpg`;
    await store.put(key, Buffer.from('first'), 'image/jpeg');
    await store.put(key, Buffer.from('second version'), 'image/jpeg');
    const object = await store.get(key);
    expect(object?.size).toBe('second version'.length);
    expect((await bytes(object))?.toString()).toBe('second version');
  });

  it('answers null for a key nothing was put under, and deletes missing keys without complaint', async () => {
    const key = `${nextFolder()}/none.jpg`;
    expect(await store.get(key)).toBeNull();
    await store.delete([key]);
    await store.deleteFolder(nextFolder());
  });

  it('deletes the keys it is given and nothing else', async () => {
    const at = nextFolder();
    for (const name of ['a', 'b', 'c']) await store.put(`${at}/${name}.jpg`, Buffer.from(name), 'image/jpeg');
    await store.delete([`${at}/a.jpg`, `${at}/c.jpg`]);
    expect(await store.get(`${at}/a.jpg`)).toBeNull();
    expect((await bytes(await store.get(`${at}/b.jpg`)))?.toString()).toBe('b');
    expect(await store.get(`${at}/c.jpg`)).toBeNull();
  });

  it('deletes a whole folder, sparing the folders whose name it begins', async () => {
    const at = nextFolder();
    await store.put(`${at}/1-main.jpg`, Buffer.from('x'), 'image/jpeg');
    await store.put(`${at}/chat-2-thumb.jpg`, Buffer.from('x'), 'image/jpeg');
    await store.put(`${at}0/1-main.jpg`, Buffer.from('neighbour'), 'image/jpeg');
    await store.deleteFolder(at);
    expect(await store.get(`${at}/1-main.jpg`)).toBeNull();
    expect(await store.get(`${at}/chat-2-thumb.jpg`)).toBeNull();
    expect((await bytes(await store.get(`${at}0/1-main.jpg`)))?.toString()).toBe('neighbour');
  });

  it('refuses keys that would leave their place', async () => {
    for (const key of ['../escape.jpg', '1/../../escape.jpg', '/absolute.jpg', '1//double.jpg', '']) {
      await expect(store.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow(/Not a storage key/);
    }
    await expect(store.deleteFolder('..')).rejects.toThrow(/Not a storage key/);
  });
});

describe('an S3 bucket with more objects than one delete request takes', () => {
  it('deletes the whole folder', async () => {
    const store = createObjectStore({ DATA_DIR: dataDir, ...s3.config });
    try {
      const keys = Array.from({ length: 1005 }, (_, i) => `many/${i}.jpg`);
      for (let i = 0; i < keys.length; i += 100) {
        await Promise.all(keys.slice(i, i + 100).map((key) => store.put(key, Buffer.from('x'), 'image/jpeg')));
      }
      expect(await s3.keys('many/')).toHaveLength(1005);
      await store.deleteFolder('many');
      expect(await s3.keys('many/')).toEqual([]);
    } finally {
      store.close();
    }
  });
});
