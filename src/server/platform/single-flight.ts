/**
 * Reads of the same thing in flight at once share one request. A flight is joined only by
 * readers that have seen no newer change than the flight has (`seen`): a reader who arrives
 * after an invalidation starts a flight of its own instead of taking an answer fetched before
 * the change. Hand-written: the libraries for this coalesce by key alone, without that rule.
 */
export function singleFlight<T>() {
  const flights = new Map<string, { seen: number; answer: Promise<T> }>();
  return {
    /** The answer of a flight under way for `key` that began after `latest`, if there is one. */
    join(key: string, latest: number): Promise<T> | undefined {
      const flight = flights.get(key);
      return flight !== undefined && flight.seen >= latest ? flight.answer : undefined;
    },
    /** Starts a flight: readers of `key` that have seen nothing newer than `seen` share it. */
    run(key: string, seen: number, work: () => Promise<T>): Promise<T> {
      const answer = work().finally(() => {
        if (flights.get(key)?.answer === answer) flights.delete(key);
      });
      flights.set(key, { seen, answer });
      return answer;
    },
    get size() {
      return flights.size;
    },
  };
}
