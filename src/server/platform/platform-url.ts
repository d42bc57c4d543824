/**
 * The URL and the signed path of a request to the API. A base URL may carry a path prefix
 * (`https://gateway.example/copper`): the request goes to prefix + `/platform/...`, and that
 * whole path is what is signed, since it is the path the receiving server sees.
 */
export function platformUrl(
  baseUrl: string,
  pathAndQuery: string,
): { url: URL; signedPath: string } {
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  const signedPath = prefix + pathAndQuery;
  return { url: new URL(signedPath, base.origin), signedPath };
}
