import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, ResponseShapeError } from '../shared/api-error';
import { contentTypes, defineEndpoint } from '../shared/endpoint';
import {
  createApiClient,
  filenameFromDisposition,
  maxAnswerBytes,
  NetworkError,
  parseRetryAfter,
} from './api-client';

const listThings = defineEndpoint({
  method: 'GET',
  path: '/things',
  pathParams: undefined,
  query: z.strictObject({ kinds: z.array(z.enum(['a', 'b'])), limit: z.string().optional() }),
  body: undefined,
  contentType: contentTypes.json,
  accept: contentTypes.json,
  response: z.object({ things: z.array(z.object({ id: z.string(), amount: z.string() })) }),
});

const coSign = defineEndpoint({
  method: 'PATCH',
  path: '/things/{thingId}',
  pathParams: z.object({ thingId: z.string().min(1) }),
  query: undefined,
  body: z.strictObject({ masterPassword: z.string().optional() }),
  contentType: contentTypes.coSignOrder,
  accept: contentTypes.coSignOrder,
  response: z.object({ id: z.string() }),
});

const getFile = defineEndpoint({
  method: 'GET',
  path: '/files/{fileId}',
  pathParams: z.object({ fileId: z.string() }),
  query: undefined,
  body: undefined,
  contentType: contentTypes.json,
  accept: '*/*',
  response: z.unknown(),
});

function fakeFetch(response: Response | Error) {
  return vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('createApiClient.request', () => {
  it('joins array query values with commas and parses the response', async () => {
    const fetchMock = fakeFetch(json({ things: [{ id: 't1', amount: '0.000000000000000001' }] }));
    const client = createApiClient(fetchMock);
    const result = await client.request(listThings, { query: { kinds: ['a', 'b'], limit: '50' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/platform/things?kinds=a,b&limit=50');
    expect(result.things[0]?.amount).toBe('0.000000000000000001');
  });

  it('fills path params, and sends the declared content type and accepted type', async () => {
    const fetchMock = fakeFetch(json({ id: 'ord 1' }));
    await createApiClient(fetchMock).request(coSign, {
      path: { thingId: 'ord 1' },
      body: { masterPassword: 'abc' },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/platform/things/ord%201');
    expect(init?.method).toBe('PATCH');
    expect(new Headers(init?.headers).get('content-type')).toBe(
      'application/vnd.co-sign-order+json',
    );
    // The provider declares the answer in the vendor type only: Accept: application/json gets 406.
    expect(new Headers(init?.headers).get('accept')).toBe('application/vnd.co-sign-order+json');
    expect(init?.body).toBe('{"masterPassword":"abc"}');
  });

  it('refuses to send a body that breaks its request schema', async () => {
    const fetchMock = fakeFetch(json({}));
    await expect(
      createApiClient(fetchMock).request(listThings, {
        // @ts-expect-error -- 'c' is not an allowed kind
        query: { kinds: ['c'] },
      }),
    ).rejects.toThrow(/Invalid query/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('throws a typed ApiError with the provider error body on non-2xx', async () => {
    const client = createApiClient(
      fakeFetch(json({ error: 'conflict', message: 'Duplicate externalOrderId' }, 409)),
    );
    const error = await client
      .request(listThings, { query: { kinds: ['a'] } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      error: 'conflict',
      message: 'Duplicate externalOrderId',
    });
  });

  it('still throws ApiError when the error body is not JSON', async () => {
    const client = createApiClient(
      fakeFetch(new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(client.request(listThings, { query: { kinds: ['a'] } })).rejects.toMatchObject({
      status: 502,
      error: 'http-502',
    });
  });

  it('carries the Retry-After seconds of a 429 on the ApiError', async () => {
    const client = createApiClient(
      fakeFetch(
        new Response(JSON.stringify({ error: 'too-many-requests', message: 'Slow down' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '287' },
        }),
      ),
    );
    await expect(client.request(listThings, { query: { kinds: ['a'] } })).rejects.toMatchObject({
      status: 429,
      error: 'too-many-requests',
      retryAfterSeconds: 287,
    });
  });

  it('leaves retryAfterSeconds unset when Retry-After is missing or not a number of seconds', async () => {
    for (const header of [null, 'soon', '-5', '1.5', 'Wed, 21 Oct 2037 07:28:00 GMT', '']) {
      const headers = new Headers({ 'content-type': 'application/json' });
      if (header !== null) headers.set('retry-after', header);
      const client = createApiClient(
        fakeFetch(
          new Response(JSON.stringify({ error: 'too-many-requests', message: 'Slow down' }), {
            status: 429,
            headers,
          }),
        ),
      );
      const error = await client
        .request(listThings, { query: { kinds: ['a'] } })
        .catch((e: unknown) => e);
      if (!(error instanceof ApiError))
        throw new Error(`expected an ApiError, got ${String(error)}`);
      expect(error.retryAfterSeconds).toBeUndefined();
    }
  });

  it('throws ResponseShapeError naming the path when a 2xx body breaks its schema', async () => {
    const client = createApiClient(fakeFetch(json({ things: [{ id: 1 }] })));
    const error = await client
      .request(listThings, { query: { kinds: ['a'] } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ path: '/things' });
    expect(String(error)).toContain('things.0.id');
  });

  it.each([
    ['an HTML error page', '<html><body>502 Bad Gateway</body></html>', /web page \(HTML\)/],
    ['an empty body', '', /was empty/],
    ['JSON null', 'null', /JSON null/],
    ['a list key missing', '{"items":[]}', /list “things” is missing/],
    ['text that is not JSON', 'OK', /not JSON/],
  ])('refuses %s in words, as a read that changed nothing', async (_what, body, words) => {
    const client = createApiClient(
      fakeFetch(new Response(body, { status: 200, headers: { 'content-type': 'text/html' } })),
    );
    const error = await client
      .request(listThings, { query: { kinds: ['a'] } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ path: '/things', write: false });
    expect(String(error)).toMatch(words);
  });

  it('refuses an answer larger than it reads, before reading it', async () => {
    const text = vi.fn(() => Promise.resolve('{}'));
    const huge = new Response('{}', { status: 200 });
    huge.headers.set('content-length', String(maxAnswerBytes + 1));
    Object.defineProperty(huge, 'text', { value: text });
    const error = await createApiClient(fakeFetch(huge))
      .request(listThings, { query: { kinds: ['a'] } })
      .catch((e: unknown) => e);
    expect(String(error)).toMatch(/8\.0 MB this dashboard reads/);
    expect(text).not.toHaveBeenCalled();
  });

  it('refuses a 10 MB answer sent without a length, in words', async () => {
    const body = JSON.stringify({ things: [{ id: 'x'.repeat(10 * 1024 * 1024), amount: '1' }] });
    const error = await createApiClient(fakeFetch(new Response(body, { status: 200 })))
      .request(listThings, { query: { kinds: ['a'] } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(String(error)).toMatch(/the answer is 10\.0 MB/);
  });

  it('marks an unreadable answer to a write as one that may have gone through', async () => {
    const client = createApiClient(fakeFetch(new Response('', { status: 200 })));
    const error = await client
      .request(coSign, { path: { thingId: 't1' }, body: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ write: true });
  });

  it('turns a failed connection into a NetworkError', async () => {
    const client = createApiClient(fakeFetch(new TypeError('Failed to fetch')));
    await expect(client.request(listThings, { query: { kinds: ['a'] } })).rejects.toBeInstanceOf(
      NetworkError,
    );
  });
});

/** Reads a blob as a page would; jsdom's Blob has no text() on every Node version. */
function readText(blob: Blob): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}

describe('createApiClient.download', () => {
  it('returns the bytes and the filename from Content-Disposition', async () => {
    const client = createApiClient(
      fakeFetch(
        new Response('a,b\n1,2\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': `attachment; filename="statement.csv"; filename*=UTF-8''statement%20Q3.csv`,
          },
        }),
      ),
    );
    const file = await client.download(getFile, { path: { fileId: 'file-1' } });
    expect(file.filename).toBe('statement Q3.csv');
    expect(await readText(file.blob)).toBe('a,b\n1,2\n');
  });
});

describe('filenameFromDisposition', () => {
  it('never lets a filename form a path', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"', 'f')).toBe(
      '.._.._etc_passwd',
    );
    expect(filenameFromDisposition('attachment; filename=".."', 'f')).toBe('f');
    expect(filenameFromDisposition(null, 'file-9')).toBe('file-9');
  });
});

describe('parseRetryAfter', () => {
  it('reads the seconds form, tolerating surrounding spaces', () => {
    expect(parseRetryAfter('0')).toBe(0);
    expect(parseRetryAfter(' 120 ')).toBe(120);
  });

  it('ignores the date form and malformed values', () => {
    for (const header of [null, '', 'abc', '-1', '2.5', '1e3', 'Wed, 21 Oct 2037 07:28:00 GMT']) {
      expect(parseRetryAfter(header)).toBeUndefined();
    }
  });
});
