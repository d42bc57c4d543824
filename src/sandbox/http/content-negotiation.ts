/**
 * Whether an `Accept` header asks for CSV rather than JSON, the default: of the two, the
 * one with the higher q-value wins, the one listed first on a tie. Wildcards mean JSON.
 */
export function prefersCsv(accept: string | undefined): boolean {
  if (accept === undefined) return false;
  const offered = accept
    .split(',')
    .map((entry) => {
      const [type = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      return { type, weight: q === undefined ? 1 : Number(q.slice(2)) };
    })
    .filter(
      ({ type, weight }) => (type === 'text/csv' || type === 'application/json') && weight > 0,
    );
  // A stable sort keeps the listed order among equal weights.
  const [chosen] = offered.sort((a, b) => b.weight - a.weight);
  return chosen?.type === 'text/csv';
}
