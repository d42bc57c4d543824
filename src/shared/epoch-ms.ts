/** Parses the API's epoch-milliseconds string; anything else is not a time. */
export function parseEpochMs(value: string | undefined): number | null {
  if (!value || !/^\d{1,16}$/.test(value)) return null;
  return Number(value);
}
