import { parentPort } from 'node:worker_threads';
import { parseSheet, UnreadableSheet, type SheetFile, type SheetJob, type SheetMessage } from './spreadsheet';

/** Rows per message: each is copied to the main thread in one piece, so it stays short there. */
const BATCH = 250;

/** The file as readSheet sent it; bytes arrive as a plain Uint8Array and become a Buffer again. */
function sheetFile(file: SheetJob['file']): SheetFile {
  return 'data' in file
    ? { filename: file.filename, data: Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength) }
    : file;
}

parentPort!.on('message', async ({ id, file }: SheetJob) => {
  const send = (message: SheetMessage) => parentPort!.postMessage(message);
  try {
    const { headers, rows } = await parseSheet(sheetFile(file));
    for (let start = 0; start < rows.length; start += BATCH) send({ id, rows: rows.slice(start, start + BATCH) });
    send({ id, headers });
  } catch (error) {
    send(
      error instanceof UnreadableSheet ? { id, unreadable: true } : { id, failed: error instanceof Error ? error.message : String(error) },
    );
  }
});
