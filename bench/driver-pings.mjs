// The drivers' phones and the open mission page of the positions benchmark, in a process of their
// own so that sending 200 batches a second does not share the server's event loop. Driven over IPC
// by apps/api/src/bench/driver-positions.ts: it sends { url, tokens, rate, seconds, warmupSeconds, page }
// and gets { type: 'result', result } back.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { sseEvents } from './sse.mjs';

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0);
  return { p50: at(0.5), p99: at(0.99), max: at(1) };
}

/**
 * The shipper's mission page: one stream on its company's tracking topic. Each event's position
 * was recorded when its batch was sent (recorded_at), so its age on arrival is the delay to the page.
 */
function openPage({ url, page }, delays) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${url}/.well-known/mercure?topic=${encodeURIComponent(page.topic)}`,
      { headers: { authorization: `Bearer ${page.token}` }, agent: false },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`hub answered ${response.statusCode}`));
        response.setEncoding('utf8');
        response.on(
          'data',
          sseEvents((event, at) => {
            if (event.type === 'position') delays.push(at - Date.parse(event.position.recorded_at));
          }, now),
        );
        resolve(request);
      },
    );
    request.on('error', reject);
  });
}

/** One batch of one driver, recorded `recordedAgoMs` before now; answers the status and the answer's JSON. */
function sendBatch({ url, agent, token, driver, recordedAgoMs }) {
  const body = JSON.stringify({
    positions: [
      {
        lat: 36.7 + (driver % 100) / 1000,
        lng: 3.0 + (driver % 97) / 1000,
        accuracy: 8,
        speed: 20,
        heading: 90,
        // To the millisecond: the page's delay is read from it.
        recorded_at: new Date(now() - recordedAgoMs).toISOString(),
      },
    ],
  });
  return new Promise((resolve) => {
    const request = http.request(
      `${url}/api/driver/positions`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
          'idempotency-key': randomUUID(),
        },
      },
      (response) => {
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (answer += chunk));
        response.on('end', () => resolve({ status: response.statusCode, answer }));
      },
    );
    request.on('error', () => resolve({ status: 0, answer: '' }));
    request.end(body);
  });
}

/** Batches at a fixed rate, each timed from when it was due (a slow answer does not delay the next). */
async function atRate({ total, rate }, send) {
  const sent = [];
  const started = now();
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / rate;
    const wait = due - now();
    if (wait > 0) await sleep(wait);
    sent.push(send(index, due));
  }
  await Promise.all(sent);
  return (now() - started) / 1000;
}

async function run(settings) {
  const { url, tokens, rate, seconds, warmupSeconds } = settings;
  // Phones each have their own connection; a pool of kept-alive sockets stands for them here.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  // A server that has run for a while: its code compiled, its connections open. The warm-up's
  // positions are a minute old, so they leave the measured ones' 10-second slots free.
  await atRate({ total: Math.round(warmupSeconds * rate), rate }, (index) =>
    sendBatch({
      url,
      agent,
      token: tokens[index % tokens.length],
      driver: index % tokens.length,
      recordedAgoMs: 60_000,
    }),
  );
  const delays = [];
  const stream = await openPage(settings, delays);
  const latencies = [];
  let failed = 0;
  let expected = 0;
  const total = Math.round(seconds * rate);
  const elapsed = await atRate({ total, rate }, async (index, due) => {
    const driver = index % tokens.length;
    const { status, answer } = await sendBatch({ url, agent, token: tokens[driver], driver, recordedAgoMs: 0 });
    latencies.push(now() - due);
    if (status !== 200) failed += 1;
    // A position kept for a mission in progress is one the open page must show.
    else if (JSON.parse(answer).mission_id && JSON.parse(answer).stored > 0) expected += 1;
  });
  // The last positions' events are given a second to arrive.
  for (let waited = 0; delays.length < expected && waited < 1000; waited += 50) await sleep(50);
  stream.destroy();
  agent.destroy();
  return {
    sent: total,
    failed,
    elapsed,
    latency: percentiles(latencies),
    delivery: { received: delays.length, expected, ...percentiles(delays) },
  };
}

process.once('message', (settings) => {
  run(settings).then(
    (result) => process.send({ type: 'result', result }, () => process.exit(0)),
    (error) => process.send({ type: 'error', message: error.message }, () => process.exit(1)),
  );
});
