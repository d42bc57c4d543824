import { describe, expect, it } from 'vitest';
import type { Settlement } from '../../shared/contracts/clearloop';
import { testLoan } from '../../testing/loan-fixture';
import { matchLoans, matchPages, matchSettlements } from './palette-matches';

function settlement(settlementId: string, exchange: string): Settlement {
  return {
    settlementId,
    settlementStatus: 'completed',
    settlementSubStatus: 'settled',
    exchange,
    exchangeId: `${exchange.toLowerCase()}-exchange`,
    cycleStartTimestamp: '1700000000000',
    settlementDetails: [
      {
        clientAccountId: 'account-1',
        exchangeSettlementId: `${exchange}-SETTLE-42`,
        portfolioId: 'portfolio-1',
        settlementInstructions: [],
      },
    ],
  };
}

describe('palette matches', () => {
  const pages = [
    { id: 'a', label: 'Loan list', to: '/loans', keywords: ['lending'] },
    { id: 'b', label: 'Files', to: '/files', keywords: ['documents'] },
  ];

  it('lists every page for an empty query and finds pages by name or keyword', () => {
    expect(matchPages('', pages)).toHaveLength(2);
    expect(matchPages('LOAN', pages).map((page) => page.id)).toEqual(['a']);
    expect(matchPages('document', pages).map((page) => page.id)).toEqual(['b']);
    expect(matchPages('nothing-like-it', pages)).toEqual([]);
  });

  it('finds a settlement by the start of its id, its exchange or its exchange settlement id', () => {
    const all = [
      settlement('11aa22bb-0000-4000-8000-000000000001', 'Deribit'),
      settlement('33cc44dd-0000-4000-8000-000000000002', 'Bybit'),
    ];
    expect(matchSettlements('11aa22bb…', all).map((s) => s.exchange)).toEqual(['Deribit']);
    expect(matchSettlements('bybit', all).map((s) => s.exchange)).toEqual(['Bybit']);
    expect(matchSettlements('deribit-settle-42', all).map((s) => s.exchange)).toEqual(['Deribit']);
    // The middle of an id is no way anyone holds it.
    expect(matchSettlements('0000-4000', all)).toEqual([]);
    // Two characters would match nearly everything.
    expect(matchSettlements('bi', all)).toEqual([]);
  });

  it('finds a loan by the start of its id, its external id or a party’s name', () => {
    const loan = testLoan({
      loanId: 'abcdef12-0000-4000-8000-000000000000',
      externalId: 'LN-7781',
    });
    const named = {
      ...loan,
      embedded: {
        counterparties: [
          {
            counterpartyId: 'cp-1',
            counterpartyName: 'Northwind Capital',
            counterpartyType: 'lender',
            networkTag: 'northwind',
          },
        ],
      },
    };
    expect(matchLoans('abcdef12', [named])).toHaveLength(1);
    expect(matchLoans('ln-7781', [named])).toHaveLength(1);
    expect(matchLoans('northwind', [named])).toHaveLength(1);
    expect(matchLoans('southwind', [named])).toEqual([]);
  });
});
