// The subscribers of the hub benchmark, in a process of their own so that reading 1,000 streams
// does not share the server's event loop. Driven over IPC by apps/api/src/bench/hub.ts.
import http from 'node:http';
import { sseEvents } from './sse.mjs';

const streams = [];
/** receipts[event] = arrival times (ms since the epoch, sub-millisecond) of that event, one per subscriber. */
const receipts = new Map();
const now = () => performance.timeOrigin + performance.now();

function follow({ url, userId, token }) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${url}/.well-known/mercure?topic=${encodeURIComponent(userId)}`,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`hub answered ${response.statusCode}`));
        response.setEncoding('utf8');
        response.on(
          'data',
          sseEvents((event, at) => {
            const number = /^BENCH-(\d+)$/.exec(event.data?.offre_uid ?? '')?.[1];
            if (number === undefined) return;
            if (!receipts.has(number)) receipts.set(number, []);
            receipts.get(number).push(at);
          }, now),
        );
        resolve();
      },
    );
    request.on('error', reject);
    streams.push(request);
  });
}

process.on('message', async (message) => {
  if (message.type === 'connect') {
    try {
      // A few hundred at a time: the accept queue is finite.
      for (let start = 0; start < message.subscribers.length; start += 200) {
        await Promise.all(
          message.subscribers
            .slice(start, start + 200)
            .map((subscriber) => follow({ url: message.url, ...subscriber })),
        );
      }
      process.send({ type: 'ready' });
    } catch (error) {
      process.send({ type: 'error', message: error.message });
    }
  } else if (message.type === 'count') {
    let total = 0;
    for (const times of receipts.values()) total += times.length;
    process.send({ type: 'count', total });
  } else if (message.type === 'collect') {
    process.send({ type: 'receipts', receipts: Object.fromEntries(receipts) });
    for (const stream of streams) stream.destroy();
    setTimeout(() => process.exit(0), 100);
  }
});
