import type { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** A file of a ZIP: JSON (written readable, two-space indented) or bytes read from a stream (a stored photo). */
export type ZipEntry = { name: string; json: unknown } | { name: string; open: () => Promise<Readable | null> };

/**
 * Writes the entries into one ZIP (fflate's streaming Zip): each file is read and compressed in
 * turn, so only the archive itself is held in memory, never all the sources at once. JSON is
 * deflated; streamed files (JPEGs, compressed already) are stored as they are. An entry whose
 * stream is null (a file gone meanwhile) is left out.
 */
export async function zipArchive(entries: Iterable<ZipEntry>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else chunks.push(chunk);
    if (final) finished = true;
  });
  for (const entry of entries) {
    if ('json' in entry) {
      const file = new ZipDeflate(entry.name, { level: 6 });
      zip.add(file);
      file.push(Buffer.from(`${JSON.stringify(entry.json, null, 2)}\n`), true);
      continue;
    }
    const stream = await entry.open();
    if (!stream) continue;
    const file = new ZipPassThrough(entry.name);
    zip.add(file);
    for await (const chunk of stream as AsyncIterable<Buffer>) file.push(chunk);
    file.push(new Uint8Array(0), true);
  }
  zip.end();
  if (failure) throw failure;
  // Every file above was pushed whole and synchronously compressed, so end() emits the last chunk at once.
  if (!finished) throw new Error('The ZIP archive did not finish');
  return Buffer.concat(chunks);
}
