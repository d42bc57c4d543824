import type { ColumnDef } from '@tanstack/react-table';
import { AmountText } from '../../../components/amount-text';
import { compareDecimalStrings } from '../../../components/data-table/decimal-sorting';
import { portfolioTypeInWords } from '../../../components/order-type-words';
import text from '../../../components/text-styles.module.css';
import { RouterAnchor } from '../../../components/router-anchor';
import { UnreadableValue } from '../../../components/unreadable-value';
import { isUnreadable, type Readable } from '../../../shared/contracts/readable';
import { balanceFields, type BalanceField, type Holding } from '../holdings';
import { walletName } from '../wallet-name';
import { StakedCell } from './staked-cell';

export const balanceLabels: Record<BalanceField, string> = {
  total: 'Total',
  available: 'Available',
  reserve: 'Reserved',
  locked: 'Locked',
  staked: 'Staked',
};

/** What each balance means, from the provider's definitions: shown as the header's title. */
export const balanceMeanings: Record<BalanceField, string> = {
  total: 'Everything the wallet holds: its balance (reserved funds included) plus staked funds',
  available: 'What can be withdrawn now',
  reserve: 'Held for orders in flight',
  locked: 'Locked for ClearLoop, including funds delegated to sub-accounts',
  staked:
    'Staked, outside the balance: active, pending (bonding or unbonding) and outstanding (waiting to be claimed)',
};

/** A value to sort on: an unreadable or missing one sorts first. */
function sortKey(value: Readable<string> | undefined): string {
  return value === undefined || isUnreadable(value) ? '' : value;
}

function codeCell(value: Readable<string>, label: string) {
  return isUnreadable(value) ? (
    <UnreadableValue value={value} label={label} />
  ) : (
    <span className={text.sm}>{value}</span>
  );
}

function amountColumn(field: BalanceField): ColumnDef<Holding> {
  return {
    id: field,
    header: () => <span title={balanceMeanings[field]}>{balanceLabels[field]}</span>,
    meta: {
      label: balanceLabels[field],
      align: 'right',
      compare: (a, b) => compareDecimalStrings(sortKey(a[field]), sortKey(b[field])),
    },
    // The staked figure shares its cell with the button that takes it apart by state.
    size: field === 'staked' ? 146 : 126,
    accessorFn: (holding) => holding[field],
    cell: ({ row }) => {
      if (field === 'staked') return <StakedCell holding={row.original} />;
      const value = row.original[field];
      if (value === undefined) {
        return (
          <span className={`${text.sm} ${text.dimmed}`} title="The provider sent no figure">
            —
          </span>
        );
      }
      const derived = field === 'total' && row.original.totalIsSum;
      return (
        <span title={derived ? 'Balance plus staked: the provider sent no total' : undefined}>
          <AmountText value={value} label={balanceLabels[field]} />
          {derived ? <span className={`${text.sm} ${text.dimmed}`}> *</span> : null}
        </span>
      );
    },
  };
}

/**
 * The holdings table's columns. Widths add up to 1,030 px, within the 1,038 px the page gives a
 * table at a 1,280 px window, so no column is cut there.
 */
export const holdingColumns: ColumnDef<Holding>[] = [
  {
    id: 'portfolio',
    header: 'Portfolio',
    meta: { label: 'Portfolio' },
    size: 160,
    accessorFn: (holding) => holding.portfolioName,
    cell: ({ row }) => (
      <span className={text.sm} title={row.original.portfolioId}>
        {row.original.portfolioName}
      </span>
    ),
  },
  {
    id: 'portfolioType',
    header: 'Type',
    meta: { label: 'Portfolio type' },
    size: 100,
    accessorFn: (holding) =>
      holding.portfolioType === undefined ? '' : portfolioTypeInWords(holding.portfolioType),
    cell: ({ getValue }) => <span className={text.sm}>{String(getValue())}</span>,
  },
  {
    id: 'currency',
    header: 'Currency',
    meta: { label: 'Currency and network' },
    size: 120,
    accessorFn: (holding) => sortKey(holding.currency),
    cell: ({ row }) => {
      const { currency, network, walletId, portfolioName } = row.original;
      // A native coin is on its own network: "BTC", but "USDT on ETH".
      const name =
        currency === network ? (
          codeCell(currency, 'Currency')
        ) : (
          <>
            {codeCell(currency, 'Currency')} <span className={text.dimmed}>on</span>{' '}
            {codeCell(network, 'Network')}
          </>
        );
      return (
        <RouterAnchor
          to="/holdings/$walletId"
          params={{ walletId }}
          size="sm"
          aria-label={`${walletName(row.original)} in ${portfolioName}: open the wallet`}
        >
          {name}
        </RouterAnchor>
      );
    },
  },
  ...balanceFields.map(amountColumn),
];
