import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ORGANIZATION_ID } from '../identities';
import { sha256Hex, SANDBOX_MASTER_PASSWORD } from '../seed/seed-portfolios';
import { getFile, listFiles } from './files-repository';
import { inMemory, openSandboxDatabase } from './open-database';
import { getPortfolioRecord, listPortfolioRecords, listPortfolios } from './portfolios-repository';
import {
  getCryptoAddress,
  getCurrency,
  getOrganization,
  listCryptoAddresses,
  listCurrencies,
  listOrganizations,
} from './reference-repository';
import type { Database } from '../../store/sql-client';
import { listWallets, reserveWalletFunds } from './wallets-repository';
import {
  wireOrganizationSchema,
  wirePortfolioSchema,
  wireWalletSchema,
} from '../../shared/contracts/wire-schemas';

const ANCHOR = Date.parse('2026-11-01T00:00:00Z');
let db: Database;

beforeAll(async () => {
  db = await openSandboxDatabase({ location: inMemory, seed: { anchorMs: ANCHOR } });
});
afterAll(async () => db.close());

describe('organizations and portfolios', () => {
  it('lists organizations, ours first', async () => {
    const organizations = await listOrganizations(db);
    organizations.forEach((entry) => wireOrganizationSchema.parse(entry));
    expect(organizations[0]?.organizationId).toBe(SANDBOX_ORGANIZATION_ID);
    expect((await getOrganization(db, SANDBOX_ORGANIZATION_ID))?.organizationName).toBe(
      'Northwind Capital',
    );
  });

  it('lists portfolios by type and exposes each co-sign policy', async () => {
    const portfolios = await listPortfolios(db);
    portfolios.forEach((entry) => wirePortfolioSchema.parse(entry));
    const clearLoop = await listPortfolios(db, { portfolioTypes: ['clearloop'] });
    expect(clearLoop.length).toBeGreaterThanOrEqual(4);
    expect(
      clearLoop.every(
        (entry) =>
          entry.portfolioType === 'clearloop' && entry.extra?.clientAccountId !== undefined,
      ),
    ).toBe(true);
    const records = await listPortfolioRecords(db, { organizationId: SANDBOX_ORGANIZATION_ID });
    const vault = records.find((entry) => entry.portfolio.portfolioName === 'Treasury Vault');
    expect(vault?.policy).toEqual({
      requiredCoSigners: 2,
      allowedCoSigners: ['user-marcus-chen', 'user-amara-okafor'],
      masterPasswordRequired: false,
      masterPasswordSha256: undefined,
    });
    const cold = records.find((entry) => entry.policy.masterPasswordRequired);
    expect(cold?.policy.masterPasswordSha256).toBe(sha256Hex(SANDBOX_MASTER_PASSWORD));
    expect((await getPortfolioRecord(db, cold?.portfolio.portfolioId ?? ''))?.policy).toEqual(
      cold?.policy,
    );
    expect(await getPortfolioRecord(db, 'missing')).toBeUndefined();
  });
});

describe('wallets', () => {
  it('lists wallets, optionally of one portfolio, with available = balance - reserve', async () => {
    const wallets = await listWallets(db);
    wallets.forEach((entry) => wireWalletSchema.parse(entry));
    const reserved = wallets.find((wallet) => wallet.reserve !== '0');
    expect(reserved).toBeDefined();
    const portfolioId = wallets[0]?.portfolioId ?? '';
    const own = await listWallets(db, { portfolioId });
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((wallet) => wallet.portfolioId === portfolioId)).toBe(true);
    expect(await listWallets(db, { portfolioId, currency: 'NOPE' })).toEqual([]);
  });

  it('reserves funds exactly and refuses more than is available', async () => {
    const [wallet] = await listWallets(db, { currency: 'ETH', mainCurrency: 'ETH' });
    if (wallet === undefined) throw new Error('No ETH wallet');
    const target = { portfolioId: wallet.portfolioId, currency: 'ETH', mainCurrency: 'ETH' };
    expect(await reserveWalletFunds(db, target, '0.000000000000000001', ANCHOR)).toBe(true);
    const [after] = await listWallets(db, target);
    expect(after?.reserve).not.toBe(wallet.reserve);
    expect(await reserveWalletFunds(db, target, '123456789012345678901.5', ANCHOR)).toBe(false);
  });
});

describe('currencies and the address book', () => {
  it('filters currencies by code, network and tags', async () => {
    const usdc = await listCurrencies(db, { currencies: ['USDC'] });
    expect(usdc.map((entry) => entry.mainCurrency).sort()).toEqual(['ETH', 'SOL']);
    expect(
      (await listCurrencies(db, { mainCurrency: 'SOL' })).every(
        (entry) => entry.mainCurrency === 'SOL',
      ),
    ).toBe(true);
    const defi = await listCurrencies(db, { tags: ['defi-allowed'] });
    expect(defi.every((entry) => entry.tags?.includes('defi-allowed'))).toBe(true);
    expect(defi.map((entry) => entry.currency)).toEqual(expect.arrayContaining(['ETH', 'USDC']));
    expect((await getCurrency(db, 'NEAR', 'NEAR'))?.decimal).toBe('24');
  });

  it('lists address-book entries with their Travel Rule status', async () => {
    const entries = await listCryptoAddresses(db);
    const failed = entries.find((entry) => entry.travelRuleStatus === 'failed');
    expect(failed?.travelRuleReason).toBeTruthy();
    expect((await getCryptoAddress(db, failed?.cryptoAddressId ?? ''))?.travelRuleStatus).toBe(
      'failed',
    );
    const btc = await listCryptoAddresses(db, { currencies: ['BTC'] });
    expect(btc.length).toBeGreaterThan(0);
    expect(btc.every((entry) => entry.currency === 'BTC')).toBe(true);
  });
});

describe('files', () => {
  it('serves each file with its bytes, name and content type', async () => {
    const files = await listFiles(db);
    expect(files.map((file) => file.contentType)).toEqual(
      expect.arrayContaining(['text/csv', 'application/pdf', 'application/json']),
    );
    const decoder = new TextDecoder();
    for (const { fileId, contentType, filename } of files) {
      const file = await getFile(db, fileId);
      expect(file?.filename).toBe(filename);
      expect(file?.content.byteLength).toBeGreaterThan(50);
      const text = decoder.decode(file?.content);
      if (contentType === 'application/pdf')
        expect(text.startsWith('%PDF-1.4') && text.trimEnd().endsWith('%%EOF')).toBe(true);
      if (contentType === 'application/json')
        expect(() => JSON.parse(text) as unknown).not.toThrow();
      if (contentType === 'text/csv')
        expect(text.split('\n')[0]).toBe(
          'portfolio,portfolioType,currency,mainCurrency,balance,reserve,available',
        );
    }
    expect(await getFile(db, 'missing')).toBeUndefined();
  });
});
