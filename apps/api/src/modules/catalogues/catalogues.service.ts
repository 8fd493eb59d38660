import { createHash } from 'node:crypto';
import {
  CATALOGUE_LABEL_LOADERS,
  FILTER_PRESETS,
  ONBOARDING_TRUCK_TYPES,
  OPTION_LISTS,
  TRUCK_CLASSES,
  TRUCK_TYPES,
} from '@tariq/contracts';
import type { TCatalogues, TLanguage } from '@tariq/contracts';

export type TCataloguesDocument = { body: TCatalogues; etag: string };

// The catalogues change only with a release: each language's document is built and hashed once.
const documents = new Map<TLanguage, Promise<TCataloguesDocument>>();

async function buildDocument(language: TLanguage): Promise<TCataloguesDocument> {
  const body: TCatalogues = {
    language,
    truck_types: TRUCK_TYPES,
    truck_classes: TRUCK_CLASSES,
    onboarding_truck_types: ONBOARDING_TRUCK_TYPES,
    options: OPTION_LISTS,
    filter_presets: FILTER_PRESETS,
    labels: await CATALOGUE_LABEL_LOADERS[language](),
  };
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}

/** Every catalogue of `contracts` with its labels in `language`, and a strong ETag of the whole. */
export function getCatalogues(language: TLanguage): Promise<TCataloguesDocument> {
  let document = documents.get(language);
  if (!document) {
    document = buildDocument(language);
    documents.set(language, document);
  }
  return document;
}
