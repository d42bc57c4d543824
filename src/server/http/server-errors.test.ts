import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBodySchema } from '../../shared/api-error';
import { StoreBusyError } from '../../store/sql-errors';
import { answerServerError } from './server-errors';

function failingWith(error: Error) {
  const app = new Hono();
  app.get('/fails', () => {
    throw error;
  });
  app.onError(answerServerError);
  return app.request('/fails');
}

describe('answerServerError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers a busy store with 503 and Retry-After, so the person can try again', async () => {
    const response = await failingWith(new StoreBusyError());
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    const body = errorBodySchema.parse(await response.json());
    expect(body.error).toBe('service-busy');
    expect(body.message).toMatch(/^The dashboard is busy/);
  });

  it('answers anything else with a JSON 500 that names no internals, and logs the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await failingWith(new Error('relation "secret_table" does not exist'));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret_table');
    expect(errorBodySchema.parse(JSON.parse(text)).error).toBe('internal-error');
    expect(logged).toHaveBeenCalledOnce();
  });

  it("lets a response Hono's middleware prepared go out as it is", async () => {
    const response = await failingWith(
      new HTTPException(413, { res: new Response('too large', { status: 413 }) }),
    );
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('too large');
  });
});
