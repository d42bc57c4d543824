/**
 * An order as the API sends it (every value a string): a new BTC withdrawal from a custody
 * portfolio, with `overrides` on top. Browser and server tests parse it through the contract
 * they test, or send it as an answer.
 */
export function wireOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    orderId: 'ord-1',
    externalOrderId: 'ext-1',
    orderType: 'withdraw',
    status: 'new',
    portfolioId: 'pf-1',
    portfolioType: 'custody',
    amount: '1.5',
    baseCurrency: 'BTC',
    createdAt: '1700000000000',
    ...overrides,
  };
}
