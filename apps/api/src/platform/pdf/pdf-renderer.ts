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

let worker: Worker | null = null;
/** Documents the worker rendered, since the process started (tests read it). */
export const pdfRendering = { inWorker: 0 };
const waiting = new Map<number, TWaiting>();
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

function startWorker(): Worker {
  // The entry registers tsx, then imports the thread (pdf-thread.ts).
  const started = new Worker(new URL('./pdf.worker.mjs', import.meta.url));
  started.unref();
  started.on('message', (reply: TReply) => {
    const request = waiting.get(reply.id);
    if (!request) return;
    waiting.delete(reply.id);
    if (reply.bytes) pdfRendering.inWorker++;
    if (reply.bytes) request.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
    else request.reject(new Error(reply.error ?? 'PDF rendering failed'));
  });
  const fail = (error: Error) => {
    if (worker === started) worker = null;
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the PDF renderer stopped (${code})`)));
  return started;
}

function renderInWorker(renderer: string, data: unknown): Promise<Buffer> {
  worker ??= startWorker();
  const id = nextId++;
  const reply = new Promise<Buffer>((resolve, reject) => waiting.set(id, { resolve, reject }));
  worker.postMessage({ id, renderer, data } satisfies TPdfRequest);
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
