import type { CryptoAddress } from '../../shared/contracts/crypto-addresses';
import type { Portfolio } from '../../shared/contracts/portfolios';

/** A cell read as an id, or as the name of exactly one thing. */
export type Resolved = { ok: true; id: string } | { ok: false; problem: string };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * An id as it is, else a name (or what `alsoNamedBy` accepts) matched whole, ignoring case and surrounding spaces. A name
 * that fits two things is refused rather than guessed: money must not go to the wrong one.
 */
function resolve<T>(
  text: string,
  things: readonly T[],
  idOf: (thing: T) => string,
  nameOf: (thing: T) => string,
  kind: { one: string; many: string },
  alsoNamedBy: (thing: T, text: string) => boolean = () => false,
): Resolved {
  if (things.some((thing) => idOf(thing) === text)) return { ok: true, id: text };
  const named = things.filter(
    (thing) => sameName(nameOf(thing), text) || alsoNamedBy(thing, text.trim()),
  );
  const [only] = named;
  if (named.length === 1 && only !== undefined) return { ok: true, id: idOf(only) };
  if (named.length > 1) {
    return {
      ok: false,
      problem: `“${text}” names ${named.length} ${kind.many}: use the id of the one you mean`,
    };
  }
  return { ok: false, problem: `No ${kind.one} with the id or name “${text}”` };
}

export function resolvePortfolio(text: string, portfolios: Iterable<Portfolio>): Resolved {
  return resolve(
    text,
    [...portfolios],
    (portfolio) => portfolio.portfolioId,
    (portfolio) => portfolio.portfolioName,
    { one: 'portfolio', many: 'portfolios' },
  );
}

/**
 * An address-book entry by its id, its name, or its blockchain address written exactly
 * (some networks' addresses are case-sensitive): only entries go out, whose Travel Rule
 * check is known, never a bare address.
 */
export function resolveAddress(text: string, addresses: readonly CryptoAddress[]): Resolved {
  return resolve(
    text,
    addresses,
    (address) => address.cryptoAddressId,
    (address) => address.name,
    { one: 'address-book entry', many: 'address-book entries' },
    (address, typed) => address.address === typed,
  );
}
