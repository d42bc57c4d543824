import { ActionIcon, Popover, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconListDetails } from '@tabler/icons-react';
import { AmountText } from '../../../components/amount-text';
import { StakeBreakdown } from '../../../components/stake-breakdown';
import text from '../../../components/text-styles.module.css';
import { isZeroDecimal } from '../../../lib/exact-sum';
import { isUnreadable, readableText } from '../../../shared/contracts/readable';
import type { Holding } from '../holdings';
import { walletName } from '../wallet-name';

/** Whether there is anything to break down: a stake listed, or a staked figure that is not zero. */
function hasStakes(holding: Holding): boolean {
  const { stakes, staked } = holding;
  if (stakes === undefined) return false;
  if (staked !== undefined && (isUnreadable(staked) || !isZeroDecimal(staked))) return true;
  return Object.values(stakes.byKind).some((sum) => sum === undefined || !isZeroDecimal(sum));
}

/**
 * A wallet's staked figure, and beside it a button that takes it apart by state (active,
 * pending, outstanding, each summed exactly) and says whether the states add up to it. The
 * table is already as wide as a 1,280 px window allows, so the states open on request rather
 * than as three more columns; a warning sign replaces the button's icon when they do not add up.
 */
export function StakedCell({ holding }: { holding: Holding }) {
  const { staked, stakes } = holding;
  const figure =
    staked === undefined ? (
      <span className={`${text.sm} ${text.dimmed}`} title="The provider sent no figure">
        —
      </span>
    ) : (
      <AmountText value={staked} label="Staked" />
    );
  if (stakes === undefined || !hasStakes(holding)) return figure;
  const currency = readableText(holding.currency, 'Currency');
  const addsUp = stakes.staked.kind === 'adds-up';
  const name = `${walletName(holding)} in ${holding.portfolioName}`;
  return (
    <span className={text.group} style={{ justifyContent: 'flex-end' }}>
      <Popover position="bottom-end" shadow="md" withArrow>
        <Popover.Target>
          <ActionIcon
            size="sm"
            variant="subtle"
            color={addsUp ? undefined : 'orange'}
            aria-label={
              addsUp
                ? `Staked by state: ${name}`
                : `Staked by state: ${name} (the states do not add up to the staked figure)`
            }
          >
            {addsUp ? (
              <IconListDetails size={16} aria-hidden />
            ) : (
              <IconAlertTriangle size={16} aria-hidden />
            )}
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-label={`Staked by state: ${name}`}>
          <Stack gap={4} w={360} maw="calc(100vw - 32px)">
            <Text size="sm" fw={600}>
              {name}
            </Text>
            <StakeBreakdown split={stakes} stakeBalance={staked} currency={currency} />
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {figure}
    </span>
  );
}
