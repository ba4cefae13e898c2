import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkedKey, type ObjectStore, type StoredObject } from './object-store';

/** Objects as files below a folder (DATA_DIR/uploads): the key is the file's path in it. */
export class LocalObjectStore implements ObjectStore {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = await open(this.path(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!file) return null;
    try {
      const { size } = await file.stat();
      return { body: file.createReadStream(), size };
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.path(key), { force: true })));
  }

  async deleteFolder(folder: string): Promise<void> {
    await rm(this.path(folder), { recursive: true, force: true });
  }

  close(): void {}

  private path(key: string): string {
    return join(this.root, ...checkedKey(key).split('/'));
  }
}
