import { Worker } from 'node:worker_threads';

/**
 * Renders PDFs (charter orders, invoices) in a worker thread, one at a time, so that neither the
 * requests nor the mail job wait while a document is laid out (tens of milliseconds of CPU each:
 * under writes, every search waited for them). One worker per process, started on first use, not
 * keeping the process alive; should it fail to start or stop, the next document starts another,
 * and a document that cannot be rendered there is rendered here.
 *
 * A document is named by its renderer: the URL of a module whose `renderDocument(data)` answers the
 * PDF's bytes (`new URL('./charter-pdf.tsx', import.meta.url)`). The platform imports no module of a
 * domain: the thread imports the renderer it is given, and the data travels as a structured clone
 * (plain objects, strings, numbers, dates, bytes).
 */
export type TDocumentRenderer<T> = (data: T) => Promise<Buffer | Uint8Array>;
export type TPdfRequest = { id: number; renderer: string; data: unknown };
type TReply = { id: number; bytes?: Uint8Array; error?: string };
type TWaiting = { resolve: (bytes: Buffer) => void; reject: (error: Error) => void };

/**
 * A started worker holds 100–130 MB of the server's resident memory (its heap, the PDF library, the
 * fonts, tsx): more than the exchange index's pieces of JSON. Documents come in bursts (a deal's
 * charter mails, an invoice run), so the worker stops once it has had nothing to do for this long,
 * and the next document starts another (about two seconds of its own thread, none of the server's).
 */
const IDLE_STOP_MS = 15_000;
/**
 * Its young generation kept small: a document's layout allocates a few megabytes at a time, and
 * V8's default lets a worker's young generation grow to tens of megabytes (measured: heap 66 → 47 MB
 * committed after loading the charter's renderer, the same time to render).
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 4 };
/**
 * The thread's environment, all of it: React lays the documents out in its production build (the
 * development one checks and records every element it renders, 12 % of a document's CPU, for the
 * same PDF). The thread reads no configuration; the server's own mode is unchanged.
 */
const WORKER_ENV = { NODE_ENV: 'production' };

type TRunningWorker = { thread: Worker; waiting: Map<number, TWaiting>; idleTimer: NodeJS.Timeout | null };

let worker: TRunningWorker | null = null;
/** Documents the worker rendered, and workers started and stopped when idle, since the process started (tests read them). */
export const pdfRendering = { inWorker: 0, started: 0, stoppedIdle: 0, idleStopMs: IDLE_STOP_MS };
let nextId = 1;

const renderers = new Map<string, Promise<TDocumentRenderer<unknown>>>();

/**
 * The renderer a module exports, imported once per thread. Imported only when a document is made:
 * the PDF library and its fonts take 40 MB of the server's memory and a quarter of a second of
 * every start (issue 24).
 */
export function loadDocumentRenderer(renderer: string): Promise<TDocumentRenderer<unknown>> {
  let loaded = renderers.get(renderer);
  if (!loaded) {
    loaded = import(renderer).then((module: { renderDocument?: TDocumentRenderer<unknown> }) => {
      if (typeof module.renderDocument !== 'function') throw new Error(`${renderer} exports no renderDocument`);
      return module.renderDocument;
    });
    renderers.set(renderer, loaded);
  }
  return loaded;
}

/** Stops the worker once nothing waits for it for `pdfRendering.idleStopMs`. */
function stopWhenIdle(running: TRunningWorker): void {
  if (running.idleTimer) clearTimeout(running.idleTimer);
  running.idleTimer = null;
  if (running.waiting.size > 0) return;
  running.idleTimer = setTimeout(() => {
    if (worker !== running || running.waiting.size > 0) return;
    worker = null;
    pdfRendering.stoppedIdle++;
    void running.thread.terminate();
  }, pdfRendering.idleStopMs);
  running.idleTimer.unref();
}

function startWorker(): TRunningWorker {
  // The entry registers tsx, then imports the thread (pdf-thread.ts).
  const thread = new Worker(new URL('./pdf.worker.mjs', import.meta.url), {
    resourceLimits: WORKER_LIMITS,
    env: WORKER_ENV,
  });
  thread.unref();
  pdfRendering.started++;
  // Each worker answers for its own documents: one stopping never fails those sent to the next.
  const running: TRunningWorker = { thread, waiting: new Map(), idleTimer: null };
  thread.on('message', (reply: TReply) => {
    const request = running.waiting.get(reply.id);
    if (!request) return;
    running.waiting.delete(reply.id);
    stopWhenIdle(running);
    if (reply.bytes) pdfRendering.inWorker++;
    if (reply.bytes) request.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
    else request.reject(new Error(reply.error ?? 'PDF rendering failed'));
  });
  const fail = (error: Error) => {
    if (worker === running) worker = null;
    if (running.idleTimer) clearTimeout(running.idleTimer);
    for (const request of running.waiting.values()) request.reject(error);
    running.waiting.clear();
  };
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`the PDF renderer stopped (${code})`)));
  return running;
}

function renderInWorker(renderer: string, data: unknown): Promise<Buffer> {
  const running = (worker ??= startWorker());
  if (running.idleTimer) clearTimeout(running.idleTimer);
  running.idleTimer = null;
  const id = nextId++;
  const reply = new Promise<Buffer>((resolve, reject) => running.waiting.set(id, { resolve, reject }));
  running.thread.postMessage({ id, renderer, data } satisfies TPdfRequest);
  return reply;
}

/**
 * Arabic vowel and Quranic marks. The shaper of the PDF library throws on some of them (a kasra or
 * a kasratan under a feh: 'صافٍ' in a company's name made the whole document fail), and Arabic is
 * written without them in business papers: they are left out of what a document prints.
 */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/g;

/** Every string of a document's data as a PDF can print it (structured-clone data: plain objects, arrays, bytes). */
export function printableData<T>(data: T): T {
  if (typeof data === 'string') return data.replace(ARABIC_MARKS, '') as T;
  if (Array.isArray(data)) return data.map((item: unknown) => printableData(item)) as T;
  if (data === null || typeof data !== 'object' || data instanceof Date || ArrayBuffer.isView(data)) return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, printableData(value)])) as T;
}

/** The PDF `renderer` (a module's URL) lays out from `data`, made in the worker thread when it can be. */
export async function renderPdf<T>(renderer: URL, data: T): Promise<Buffer> {
  const printable = printableData(data);
  try {
    return await renderInWorker(renderer.href, printable);
  } catch {
    const render = (await loadDocumentRenderer(renderer.href)) as TDocumentRenderer<T>;
    return Buffer.from(await render(printable));
  }
}
