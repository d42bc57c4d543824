/** Longer than any path the dashboard makes; a longer one is not a way back but an attack. */
const MAX_RETURN_TO = 2_000;

/**
 * Text a browser would read differently from us: control characters (a tab or a newline
 * inside a URL is dropped by the browser, so `/\t/evil.example` becomes `//evil.example`),
 * backslashes (read as slashes), and slashes, backslashes or control characters smuggled in
 * percent-encoded, which a later decoding turns into the same.
 */
const AMBIGUOUS = /[\p{Cc}\\]|%(?:2f|5c|[01][0-9a-f]|7f)/iu;

/**
 * Where to send a person after sign-in: a path on this dashboard, or `/`. The value is read
 * as a URL against the dashboard's own origin, the way a browser reads a Location header, and
 * kept only when it stays on that origin; what comes back is rebuilt from the parsed URL, so
 * it is plain ASCII that no browser can take for another site.
 */
export function safeReturnTo(value: string | undefined, origin: string): string {
  if (value === undefined || value.length > MAX_RETURN_TO) return '/';
  if (!value.startsWith('/') || AMBIGUOUS.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  // `/.//evil.example` parses to the path `//evil.example`, which a browser reads as a host.
  if (url.origin !== origin || url.pathname.startsWith('//')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
