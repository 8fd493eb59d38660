import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDocumentRenderer, pdfRendering, renderPdf } from './pdf-renderer';

const ECHO = new URL('./echo-renderer.fixture.ts', import.meta.url);
const idleStopMs = pdfRendering.idleStopMs;

afterEach(() => {
  pdfRendering.idleStopMs = idleStopMs;
});

describe('the PDF renderer thread', () => {
  it('renders in the worker, stops it once idle (its memory given back) and starts another for the next document', async () => {
    pdfRendering.idleStopMs = 20;
    // Test files share a thread: a worker another one started may still be there. It stops first.
    const stoppedBefore = pdfRendering.stoppedIdle;
    await renderPdf(ECHO, { text: 'avant' });
    await vi.waitFor(() => expect(pdfRendering.stoppedIdle).toBe(stoppedBefore + 1), { timeout: 5_000, interval: 10 });

    const started = pdfRendering.started;
    const rendered = pdfRendering.inWorker;

    const [first, second] = await Promise.all([renderPdf(ECHO, { text: 'un' }), renderPdf(ECHO, { text: 'deux' })]);
    expect([first.toString(), second.toString()]).toEqual(['un', 'deux']);
    expect(pdfRendering.inWorker).toBe(rendered + 2);
    expect(pdfRendering.started).toBe(started + 1);

    const stopped = pdfRendering.stoppedIdle;
    await vi.waitFor(() => expect(pdfRendering.stoppedIdle).toBe(stopped + 1), { timeout: 5_000, interval: 10 });

    // The next document: a new worker, and nothing sent to it fails because the first one stopped.
    expect((await renderPdf(ECHO, { text: 'trois' })).toString()).toBe('trois');
    expect(pdfRendering.started).toBe(started + 2);
    expect(pdfRendering.inWorker).toBe(rendered + 3);
  });

  it('keeps the worker while documents keep coming', async () => {
    pdfRendering.idleStopMs = 60_000;
    const started = pdfRendering.started;
    const stopped = pdfRendering.stoppedIdle;
    for (const text of ['a', 'b', 'c']) expect((await renderPdf(ECHO, { text })).toString()).toBe(text);
    expect(pdfRendering.started - started).toBeLessThanOrEqual(1);
    expect(pdfRendering.stoppedIdle).toBe(stopped);
  });

  it("lays documents out with React's production build, this thread keeping its own", async () => {
    expect((await renderPdf(ECHO, { text: '$REACT_BUILD' })).toString()).toBe('production');
    const renderHere = await loadDocumentRenderer(ECHO.href);
    expect(Buffer.from(await renderHere({ text: '$REACT_BUILD' })).toString()).toBe('development');
  });
});
