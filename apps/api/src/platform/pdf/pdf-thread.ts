// The PDF renderer thread (pdf-renderer.ts, through pdf.worker.mjs): laying out a PDF takes tens of
// milliseconds of CPU, which on the server's thread every request would wait for. Each request names
// the module that lays its document out (a file exporting `renderDocument`), imported here once.
import { parentPort } from 'node:worker_threads';
import type { TPdfRequest } from './pdf-renderer';
import { loadDocumentRenderer } from './pdf-renderer';

parentPort!.on('message', (request: TPdfRequest) => {
  loadDocumentRenderer(request.renderer)
    .then((render) => render(request.data))
    .then(
      (bytes) => parentPort!.postMessage({ id: request.id, bytes }),
      (error: unknown) => parentPort!.postMessage({ id: request.id, error: String(error) }),
    );
});
