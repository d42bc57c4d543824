import { ApiError, errorBodySchema } from '../shared/api-error';

/**
 * The JSON of an answer from this dashboard's own server (/api, /auth), or the ApiError its
 * `{error, message}` body describes. API data goes through the typed fetch layer instead.
 */
export async function readServerJson(response: Response): Promise<unknown> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = errorBodySchema.safeParse(body);
    throw new ApiError(
      response.status,
      error.success ? error.data.error : `http-${response.status}`,
      error.success ? error.data.message : `The server answered ${response.status}.`,
    );
  }
  return body;
}
