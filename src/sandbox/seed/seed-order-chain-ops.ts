import { encodeFunctionData, erc20Abi, getAddress, serializeTransaction, type Hex } from 'viem';
import type { WireOrder, OrderStatus } from '../../shared/contracts/orders';
import { knownTokens } from '../../shared/known-tokens';
import { transactionIdFor } from './chain-formats';
import { findCatalogCurrency, pickCatalogCurrency } from './currency-catalog';
import {
  amountWorth,
  buildOrder,
  chainExtra,
  orderTimes,
  pickPortfolio,
  senderAddresses,
  type OrderWorld,
} from './seed-order-builders';
import { coSignExtra } from './seed-order-transfers';
import { TREASURY_USER_ID } from './seed-users';

/** One transaction paying several receivers. */
export function multiWithdraw(world: OrderWorld, status: OrderStatus): WireOrder[] {
  const { random } = world;
  const portfolio = pickPortfolio(world, ['treasury-vault', 'operations', 'client-payments']);
  const currency = pickCatalogCurrency(random, [
    ['BTC', 'BTC'],
    ['USDT', 'ETH'],
    ['USDC', 'ETH'],
  ]);
  return [
    buildOrder(world, {
      portfolio,
      orderType: 'multi-withdraw',
      status,
      currency,
      createdBy: TREASURY_USER_ID,
      externalPrefix: 'mwd',
      amount: amountWorth(world, currency, 5_000, 900_000),
      times: orderTimes(world, status),
      extra: {
        blockchainTransactionType: 'multi-withdraw',
        feeLevel: 'medium',
        ...coSignExtra(portfolio, TREASURY_USER_ID),
        ...chainExtra(world, currency, status),
      },
    }),
  ];
}

const USDC_CONTRACT = getAddress(
  knownTokens.find((token) => token.symbol === 'USDC')?.address ?? '',
);
const callShapes = ['transfer', 'approve', 'unknown', 'transferFrom'] as const;

/** One seeded call on the USDC contract, its addresses and amount taken from `bytes`. */
function seededCall(index: number, nonceHex: string, bytes: string): Hex {
  const address = (offset: number) => getAddress(`0x${bytes.slice(offset, offset + 40)}`);
  const amount = BigInt(`0x${bytes.slice(120, 130)}`);
  const shape = callShapes[index % callShapes.length] ?? 'transfer';
  const data =
    shape === 'unknown'
      ? (`0x${bytes.slice(130, 138)}${bytes.slice(0, 64)}` satisfies Hex)
      : shape === 'approve'
        ? encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [address(0), amount] })
        : shape === 'transferFrom'
          ? encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transferFrom',
              args: [address(0), address(40), amount],
            })
          : encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [address(40), amount],
            });
  return serializeTransaction({
    to: USDC_CONTRACT,
    data,
    nonce: Number.parseInt(nonceHex, 16),
    gas: 120_000n,
    gasPrice: 30_000_000_000n,
    value: 0n,
  });
}

/**
 * A multi-smart-call: unsigned transactions on a `defi-allowed` currency.
 * The payloads are legacy (type 0) RLP lists, the only kind the API accepts for Ethereum.
 */
export function multiSmartCall(world: OrderWorld, status: OrderStatus): WireOrder[] {
  const { random } = world;
  const portfolio = pickPortfolio(world, ['treasury-vault', 'operations']);
  const currency = random.pick(
    portfolio.holdings.filter((entry) => ['ETH', 'AVAX', 'BNB'].includes(entry.currency)),
  );
  // The same draws as ever (so the rest of the seed stays as it was), shaped into real legacy
  // transactions a reviewer can decode: token transfers, an approval and an unknown call.
  const payloads = Array.from({ length: random.int(2, 4) }, (_, index) =>
    seededCall(index, random.hex(2), random.hex(2 * random.int(90, 140))),
  );
  return [
    buildOrder(world, {
      portfolio,
      orderType: 'withdraw',
      status,
      currency,
      amount: '0',
      createdBy: TREASURY_USER_ID,
      externalPrefix: 'msc',
      times: orderTimes(world, status),
      extra: {
        blockchainTransactionType: 'multi-smart-call',
        payloads,
        externalBroadcast: random.chance(0.2),
        feeLevel: 'high',
        ...coSignExtra(portfolio, TREASURY_USER_ID),
        ...chainExtra(world, currency, status),
      },
    }),
  ];
}

/** An off-chain message signed with a wallet key (e.g. proof of ownership). */
export function walletMessage(world: OrderWorld, status: OrderStatus): WireOrder[] {
  const { random } = world;
  const portfolio = pickPortfolio(world, ['treasury-vault', 'operations']);
  const currency = findCatalogCurrency(random.pick(['ETH', 'SOL']));
  return [
    buildOrder(world, {
      portfolio,
      orderType: 'wallet-message',
      status,
      currency,
      amount: '0',
      createdBy: TREASURY_USER_ID,
      externalPrefix: 'msg',
      times: orderTimes(world, status),
      extra: {
        payload: `0x${Buffer.from(`Northwind Capital proof of control ${random.hex(16)}`).toString('hex')}`,
      },
    }),
  ];
}

/** Funds recovered from a deposit sent on the wrong network. */
export function retrievedDeposit(world: OrderWorld, status: OrderStatus): WireOrder[] {
  const { random } = world;
  const portfolio = pickPortfolio(world, ['treasury-vault', 'client-payments']);
  const currency = random.pick(portfolio.holdings);
  const amount = amountWorth(world, currency, 200, 80_000);
  return [
    buildOrder(world, {
      portfolio,
      orderType: 'retrieved-deposit',
      status,
      currency,
      amount,
      externalPrefix: 'rtv',
      times: orderTimes(world, status),
      extra: {
        originalDepositAmount: amount,
        fromAddresses: senderAddresses(world, currency),
        ...chainExtra(world, currency, status),
      },
    }),
  ];
}

/** A stablecoin moved between networks: the withdraw and deposit share `transferChainId`. */
export function crossChainPair(world: OrderWorld, status: OrderStatus): WireOrder[] {
  const { random } = world;
  const portfolio = pickPortfolio(world, ['treasury-vault', 'operations']);
  const code = random.pick(
    ['USDC', 'USDT'].filter(
      (candidate) => portfolio.holdings.filter((entry) => entry.currency === candidate).length > 1,
    ),
  );
  const [fromNetwork, toNetwork] = random.chance(0.5) ? ['ETH', 'SOL'] : ['SOL', 'ETH'];
  const source = findCatalogCurrency(code, fromNetwork);
  const target = findCatalogCurrency(code, toNetwork);
  const amount = amountWorth(world, source, 10_000, 2_000_000);
  const times = orderTimes(world, status);
  const transferChainId = random.uuid();
  const sent = buildOrder(world, {
    portfolio,
    orderType: 'cross-chain-withdraw',
    status,
    currency: source,
    amount,
    times,
    createdBy: TREASURY_USER_ID,
    externalPrefix: 'xc',
    extra: {
      transferChainId,
      blockchainTransactionType: 'cross-chain-send',
      transferFees: '0.5',
      transferFeesCurrency: code,
      ...chainExtra(world, source, status),
    },
  });
  const arrived = buildOrder(world, {
    portfolio,
    orderType: 'cross-chain-deposit',
    status: status === 'executed' ? 'executed' : 'processing',
    currency: target,
    amount,
    times,
    externalPrefix: 'xc',
    extra: {
      transferChainId,
      transferAmount: amount,
      withdrawOrderId: sent.orderId,
      ...(sent.extra?.transactionId === undefined
        ? {}
        : {
            transferTransactionId: sent.extra.transactionId,
            transactionId: transactionIdFor(toNetwork, random),
          }),
    },
  });
  sent.extra = { ...sent.extra, depositOrderId: arrived.orderId };
  return [sent, arrived];
}
