// The charter orders' renderer, in a thread of its own (charter-renderer.ts, through charter-pdf.worker.mjs): laying out a PDF
// takes tens of milliseconds of CPU, which on the server's thread every request would wait for.
import { parentPort } from 'node:worker_threads';
import { renderCharterPdf } from './charter-pdf';
import type { TCharterData } from './charter-pdf';

type TRequest = { id: number; data: TCharterData };

parentPort!.on('message', (request: TRequest) => {
  renderCharterPdf(request.data).then(
    (bytes) => parentPort!.postMessage({ id: request.id, bytes }),
    (error: unknown) => parentPort!.postMessage({ id: request.id, error: String(error) }),
  );
});
