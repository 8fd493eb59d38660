// A document renderer for pdf-renderer.test.ts: answers its data's text as bytes, without the PDF
// library, so that the worker's life can be tested in milliseconds. `{ text: '$REACT_BUILD' }`
// answers which build of React the thread that rendered it loaded (only the development one has
// `captureOwnerStack`).
import * as React from 'react';

export async function renderDocument(data: { text: string }): Promise<Uint8Array> {
  const build =
    typeof (React as { captureOwnerStack?: unknown }).captureOwnerStack === 'function' ? 'development' : 'production';
  return new TextEncoder().encode(data.text === '$REACT_BUILD' ? build : data.text);
}
