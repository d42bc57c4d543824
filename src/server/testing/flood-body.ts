import { request } from 'node:http';

/**
 * POSTs `megabytes` of spaces to `url` a megabyte at a time, respecting back-pressure, and
 * stops sending as soon as the server answers: what a client sending an endless body does.
 * Without a `content-length` header the body goes chunked. Resolves with the answer's status.
 */
export function floodBody(
  url: URL,
  headers: Record<string, string>,
  megabytes: number,
): Promise<number> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', headers });
    let answered = false;
    outgoing.on('response', (response) => {
      answered = true;
      response.resume();
      resolve(response.statusCode ?? 0);
      outgoing.destroy();
    });
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    let sent = 0;
    const pump = () => {
      while (!answered && sent < megabytes) {
        sent += 1;
        if (!outgoing.write(chunk)) return void outgoing.once('drain', pump);
      }
      if (!answered) outgoing.end();
    };
    pump();
  });
}
