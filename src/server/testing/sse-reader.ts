/** One Server-Sent Event as a test reads it. */
export interface ReadEvent {
  event: string;
  id: string | undefined;
  data: string;
}

/**
 * Reads a live stream's events as they come, for tests: `next(match)` waits (up to
 * `timeoutMs`) for the first event that `match` accepts and returns it.
 */
export function sseReader(response: Response) {
  if (response.body === null) throw new Error('The stream has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const seen: ReadEvent[] = [];
  let buffer = '';

  async function pump(): Promise<void> {
    const { value, done } = await reader.read();
    if (done) throw new Error('The stream ended');
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
      }
      if (fields.has('data')) {
        seen.push({
          event: fields.get('event') ?? 'message',
          id: fields.get('id'),
          data: fields.get('data') ?? '',
        });
      }
    }
  }

  return {
    seen,
    async next(match: (event: ReadEvent) => boolean, timeoutMs = 10_000): Promise<ReadEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = seen.findIndex(match);
        if (index >= 0) return seen.splice(index, 1)[0] as ReadEvent;
        if (Date.now() > deadline)
          throw new Error(`No matching event in ${timeoutMs} ms; saw ${JSON.stringify(seen)}`);
        await Promise.race([
          pump(),
          new Promise((resolve) => setTimeout(resolve, deadline - Date.now())),
        ]);
      }
    },
    /** Waits for the server to end the stream: how long it took; fails if still open after `timeoutMs`. */
    async ended(timeoutMs: number): Promise<number> {
      const started = Date.now();
      const closed = (async () => {
        for (;;) await pump();
      })().then(
        () => true,
        () => true,
      );
      let timer: NodeJS.Timeout | undefined;
      const stillOpen = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const ended = await Promise.race([closed, stillOpen]);
      clearTimeout(timer);
      if (!ended) throw new Error(`The stream was still open after ${timeoutMs} ms`);
      return Date.now() - started;
    },
    close: () => reader.cancel(),
  };
}

/** `client`'s live stream, once the server has said it is ready. */
export async function openEventStream(client: {
  send: (path: string) => Promise<Response>;
}): Promise<ReturnType<typeof sseReader>> {
  const response = await client.send('/api/events');
  if (response.status !== 200) throw new Error(`The stream answered ${response.status}`);
  const stream = sseReader(response);
  await stream.next((event) => event.event === 'ready');
  return stream;
}
