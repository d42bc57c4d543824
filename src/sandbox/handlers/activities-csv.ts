import Papa from 'papaparse';
import type { WireActivity } from '../../shared/contracts/activities';
import { neutraliseFormula } from '../../shared/csv-cells';

const columns = [
  'activityId',
  'activityType',
  'name',
  'description',
  'createdAt',
  'organizationId',
  'portfolioId',
  'userId',
] as const;

/**
 * The feed as CSV (`Accept: text/csv`), one activity per record, in the API's own
 * fields. Names and descriptions carry text people typed (portfolio and address names),
 * so every cell is neutralised against spreadsheet formulas.
 */
export function activitiesToCsv(activities: readonly WireActivity[]): string {
  return Papa.unparse(
    {
      fields: [...columns],
      data: activities.map((activity) =>
        columns.map((column) => neutraliseFormula(activity[column] ?? '')),
      ),
    },
    { newline: '\r\n', quotes: false },
  );
}
