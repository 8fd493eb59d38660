// A document renderer for pdf-renderer.test.ts: answers its data's text as bytes, without the PDF
// library, so that the worker's life can be tested in milliseconds.
export async function renderDocument(data: { text: string }): Promise<Uint8Array> {
  return new TextEncoder().encode(data.text);
}
