import { Worker } from 'node:worker_threads';
import type { TCharterData } from './charter-pdf';

/**
 * Renders charter orders in a worker thread, one at a time, so that neither the requests nor the
 * mail job wait while a PDF is laid out (tens of milliseconds of CPU each: under writes, every
 * search waited for them). One worker per process, started on first use, not keeping the process
 * alive; should it fail to start or stop, the next charter starts another, and a charter that
 * cannot be rendered there is rendered here.
 */
type TReply = { id: number; bytes?: Uint8Array; error?: string };
type TWaiting = { resolve: (bytes: Buffer) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
/** Charters the worker rendered, since the process started (tests read it). */
export const charterRendering = { inWorker: 0 };
const waiting = new Map<number, TWaiting>();
let nextId = 1;

function startWorker(): Worker {
  // The entry registers tsx, then imports the renderer (charter-pdf-thread.ts).
  const started = new Worker(new URL('./charter-pdf.worker.mjs', import.meta.url));
  started.unref();
  started.on('message', (reply: TReply) => {
    const request = waiting.get(reply.id);
    if (!request) return;
    waiting.delete(reply.id);
    if (reply.bytes) charterRendering.inWorker++;
    if (reply.bytes) request.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
    else request.reject(new Error(reply.error ?? 'charter rendering failed'));
  });
  const fail = (error: Error) => {
    if (worker === started) worker = null;
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the charter renderer stopped (${code})`)));
  return started;
}

function renderInWorker(data: TCharterData): Promise<Buffer> {
  worker ??= startWorker();
  const id = nextId++;
  const reply = new Promise<Buffer>((resolve, reject) => waiting.set(id, { resolve, reject }));
  worker.postMessage({ id, data });
  return reply;
}

export async function renderCharter(data: TCharterData): Promise<Buffer> {
  try {
    return await renderInWorker(data);
  } catch {
    // Imported here only: the PDF renderer and its fonts take 40 MB of the server's memory and a
    // quarter of a second of every start, for a fallback (issue 24).
    const { renderCharterPdf } = await import('./charter-pdf');
    return renderCharterPdf(data);
  }
}
