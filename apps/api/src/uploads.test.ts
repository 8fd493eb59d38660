import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestAppWithPlaces } from './test/helpers';
import type { TTestApp, TSignedInUser } from './test/helpers';
import { validOffer } from './test/offers';
import { UPLOADS_PER_USER, UPLOAD_WINDOW_MS } from './platform/uploads';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
}, 60_000);
afterAll(() => t.close());

const BOUNDARY = 'tariq-test-boundary';

function multipart(fileName = 'protocol.pdf', content = '%PDF-1.4\n% a small protocol\n') {
  return (
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
    `Content-Type: application/pdf\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`
  );
}

async function publishOffer(shipper: TSignedInUser): Promise<string> {
  const response = await shipper.inject({ method: 'POST', url: '/api/offers', payload: validOffer() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().uids[0];
}

function upload(
  user: TSignedInUser,
  url: string,
  body = multipart(),
  contentType = `multipart/form-data; boundary=${BOUNDARY}`,
) {
  return user.inject({
    method: url.endsWith('/finish') ? 'POST' : 'PUT',
    url,
    headers: { 'content-type': contentType, 'user-language': 'en' },
    payload: body,
  });
}

describe('malformed multipart bodies', () => {
  it('answers 400, never a 500, for a body without boundary or cut short, on every upload route', async () => {
    const shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    const carrier = await createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR' });
    const uid = await publishOffer(shipper);
    const routes = [
      { user: shipper, url: `/api/offers/${uid}/eprotocol` },
      { user: carrier, url: `/api/missions/${randomUUID()}/finish` },
    ];
    for (const { user, url } of routes) {
      const noBoundary = await upload(user, url, multipart(), 'multipart/form-data');
      expect(noBoundary.statusCode, `${url} ${noBoundary.body}`).toBe(400);
      expect(noBoundary.json()).toEqual({ code: 'BAD_REQUEST', message: 'The request is invalid.' });

      // Cut in the part's headers, then in the middle of the file's bytes.
      for (const cut of [60, multipart().indexOf('%PDF') + 12]) {
        const cutShort = await upload(user, url, multipart().slice(0, cut));
        expect(cutShort.statusCode, `${url} cut at ${cut}: ${cutShort.body}`).toBe(400);
        expect(cutShort.json().code).toBe('BAD_REQUEST');
      }
    }
  });
});

describe('upload throttle', () => {
  it('limits each user across every upload route with 429 and Retry-After, and lets them go on after the window', async () => {
    const shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    const other = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    const carrier = await createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR' });
    const uid = await publishOffer(shipper);
    const otherUid = await publishOffer(other);

    for (let index = 0; index < UPLOADS_PER_USER; index++) {
      const response = await upload(shipper, `/api/offers/${uid}/eprotocol`);
      expect(response.statusCode, `upload ${index + 1}: ${response.body}`).toBe(200);
    }
    const refused = await upload(shipper, `/api/offers/${uid}/eprotocol`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(UPLOAD_WINDOW_MS / 1000);

    // Another user is not slowed by the first.
    expect((await upload(other, `/api/offers/${otherUid}/eprotocol`)).statusCode).toBe(200);

    // One limit for every upload route: the mission proof of delivery counts with the e-protocols.
    for (let index = 0; index < UPLOADS_PER_USER; index++) await upload(carrier, `/api/offers/${uid}/eprotocol`);
    expect((await upload(carrier, `/api/missions/${randomUUID()}/finish`)).statusCode).toBe(429);

    t.clock.advance(UPLOAD_WINDOW_MS);
    expect((await upload(shipper, `/api/offers/${uid}/eprotocol`)).statusCode).toBe(200);
  });
});

describe('downloaded file names', () => {
  // A 1×1 PNG.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  function pngUpload(fileName: string) {
    return Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: text/html\r\n\r\n',
      ),
      PNG,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
  }

  it('names the file from its detected type and strips control and bidi characters', async () => {
    const shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    const uid = await publishOffer(shipper);
    const cases = [
      { sent: 'poly.html', saved: 'poly.png' },
      // A right-to-left override: "facture\u202egnp.exe" reads as "factureexe.png".
      { sent: 'facture\u202egnp.exe', saved: 'facturegnp.png' },
      { sent: '\u2066rapport\u2069.png.html', saved: 'rapport.png.png' },
      { sent: '.html', saved: 'document.png' },
    ];
    for (const { sent, saved } of cases) {
      const uploaded = await shipper.inject({
        method: 'PUT',
        url: `/api/offers/${uid}/eprotocol`,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: pngUpload(sent),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      expect(uploaded.json().eprotocol.name).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
      const download = await shipper.inject({ method: 'GET', url: `/api/offers/${uid}/eprotocol` });
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.headers['content-disposition'], sent).toBe(
        `attachment; filename="${saved}"; filename*=UTF-8''${encodeURIComponent(saved)}`,
      );
    }
  });
});
