import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text, pages joined, every run of white space (no-break included) as one space. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
