// Reading a hub stream in the benchmarks' own processes: server-sent events, each block's `data:`
// lines joined, parsed as JSON.

/** A handler for a stream's text chunks: calls `onEvent(json, at)` for each complete event, `at` when its chunk came. */
export function sseEvents(onEvent, now) {
  let buffer = '';
  return (chunk) => {
    const at = now();
    buffer += chunk;
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop();
    for (const block of blocks) {
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (data) onEvent(JSON.parse(data), at);
    }
  };
}
