import { readableText } from '../../shared/contracts/readable';
import type { Holding } from './holdings';

/** "USDT on ETH", or "BTC" for a coin on its own network. */
export function walletName(holding: Pick<Holding, 'currency' | 'network'>): string {
  const currency = readableText(holding.currency, 'Currency');
  const network = readableText(holding.network, 'Network');
  return currency === network ? currency : `${currency} on ${network}`;
}
