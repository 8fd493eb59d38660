// A document renderer for pdf-renderer.test.ts: answers its data's text as bytes, without the PDF
// library, so that the worker's life can be tested in milliseconds. `{ text: '$NODE_ENV' }` answers
// the mode of the thread that rendered it.
export async function renderDocument(data: { text: string }): Promise<Uint8Array> {
  return new TextEncoder().encode(data.text === '$NODE_ENV' ? String(process.env.NODE_ENV) : data.text);
}
