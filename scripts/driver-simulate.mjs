// The driver app, simulated through the API (issue 29): logs in as a driver, starts one of their
// missions, sends positions along the way from the loading place to the unloading place, then
// finishes it with a generated photo as the proof of delivery. With the demo data:
//   npm run driver:simulate -- chauffeur@demo.tariq.dz MIS-26-0001
// Options: --url (default http://localhost:$PORT or 3000), --password (default the demo password),
// --points (positions along the way, default 30), --every (seconds between two batches, default 1).
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';

const DEMO_PASSWORD = 'Tariq-demo-2026';
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
};
const [email, reference] = args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
if (!email || !reference) {
  console.error(
    'Usage: npm run driver:simulate -- <driver e-mail> <mission number or id> [--url URL] [--password P] [--points N] [--every S]',
  );
  process.exit(2);
}
const url = option('url', `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
const password = option('password', DEMO_PASSWORD);
const points = Math.max(2, Number(option('points', 30)));
const everyMs = Math.max(0, Number(option('every', 1)) * 1000);

async function call(method, path, { token, body, form, idempotent = false } = {}) {
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (idempotent) headers['idempotency-key'] = randomUUID();
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${url}${path}`, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message ?? ''}`.trim());
  return answer;
}

/** A small PNG (a 64×48 image in Tariq's green) as the delivery photo. */
function photo() {
  const width = 64;
  const height = 48;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x0b, 0x7a, 0x4b]))]);
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const session = await call('POST', '/api/login_check', { body: { username: email, password } });
const token = session.token;
console.log(`Logged in as ${email}.`);

let mission = null;
for (const tab of ['current', 'upcoming']) {
  const page = await call('GET', `/api/driver/missions?tab=${tab}&limit=50`, { token });
  mission = page.data.find((one) => one.id === reference || one.number === reference) ?? mission;
}
if (!mission) {
  console.error(`No mission ${reference} in progress or upcoming for ${email}.`);
  process.exit(1);
}
await call('PUT', '/api/driver/status', { token, body: { online: true }, idempotent: true });
if (mission.status === 'scheduled') {
  try {
    mission = await call('POST', `/api/driver/missions/${mission.id}/start`, {
      token,
      body: { odometer_km: 120_000 },
      idempotent: true,
    });
  } catch (error) {
    console.error(
      `${mission.number} cannot start yet (${error.message}): the carrier confirms the charter order, and the shipper verifies the pickup code ${mission.pickup_code ?? ''} or waives it.`,
    );
    process.exit(1);
  }
  console.log(`Started ${mission.number}.`);
}

const { loading, unloading } = mission;
console.log(`Driving ${loading.city ?? loading.state} → ${unloading.city ?? unloading.state}: ${points} positions.`);
// Positions 10 s apart in the recent past (the API keeps one per 10 s), sent one batch a step.
const start = Date.now() - points * 10_000;
for (let step = 0; step <= points; step++) {
  const share = step / points;
  const position = {
    lat: loading.lat + (unloading.lat - loading.lat) * share,
    lng: loading.lng + (unloading.lng - loading.lng) * share,
    accuracy: 10,
    speed: 22,
    heading: ((Math.atan2(unloading.lng - loading.lng, unloading.lat - loading.lat) * 180) / Math.PI + 360) % 360,
    recorded_at: new Date(start + step * 10_000).toISOString(),
  };
  await call('POST', '/api/driver/positions', { token, body: { positions: [position] }, idempotent: true });
  process.stdout.write(`\r  ${Math.round(share * 100)} %`);
  if (everyMs > 0) await new Promise((resolve) => setTimeout(resolve, everyMs));
}
process.stdout.write('\n');

const form = new FormData();
form.append('files', new Blob([photo()], { type: 'image/png' }), 'livraison.png');
const finished = await call('POST', `/api/driver/missions/${mission.id}/finish`, { token, form, idempotent: true });
await call('PUT', '/api/driver/status', { token, body: { online: false }, idempotent: true });
console.log(`Finished ${finished.number}: proof of delivery ${finished.pod_status}.`);
