/**
 * The hub's answer to a subscription: a live event stream that stays open, into which the test pushes
 * messages as the server would (`id:` when given, then the JSON).
 */
export function hubStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    push: (data: unknown, id?: number) =>
      controller.enqueue(
        new TextEncoder().encode(`${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`),
      ),
  };
}
