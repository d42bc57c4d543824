import { Abi as abitypeAbiSchema } from 'abitype/zod';
import { getAddress, isAddress, type Abi } from 'viem';
import { z } from 'zod';

/**
 * abitype's schema checks every item (kinds, names, Solidity types); it is written for zod 3's
 * types, so it is used as a predicate here and the result typed as viem's Abi.
 */
const abiItemsSchema = z.custom<Abi>((value) => abitypeAbiSchema.safeParse(value).success);

/** Reads the ABI text an administrator pasted: JSON, an array of ABI items, at least one function. */
export const abiJsonText = z
  .string()
  .trim()
  .min(1, 'Paste the contract’s ABI as JSON.')
  .max(200_000, 'An ABI is at most 200,000 characters.')
  .transform((text, ctx): Abi => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'The ABI is not valid JSON.' });
      return z.NEVER;
    }
    if (!Array.isArray(json)) {
      ctx.addIssue({ code: 'custom', message: 'The ABI must be a JSON array of ABI items.' });
      return z.NEVER;
    }
    const bad = json.findIndex((item) => !abiItemsSchema.safeParse([item]).success);
    const parsed = abiItemsSchema.safeParse(json);
    if (bad !== -1 || !parsed.success) {
      ctx.addIssue({
        code: 'custom',
        message: `Item ${bad + 1} is not a valid ABI item (a function, event, error or constructor with Solidity types).`,
      });
      return z.NEVER;
    }
    if (!parsed.data.some((entry) => entry.type === 'function')) {
      ctx.addIssue({ code: 'custom', message: 'The ABI declares no function to decode.' });
      return z.NEVER;
    }
    return parsed.data;
  });

/** A contract address (checksummed on the way in), or null for an ABI that applies to any contract. */
const contractAddress = z
  .string()
  .trim()
  .refine(
    (text) => isAddress(text, { strict: false }),
    'Not an Ethereum address (0x and 40 hex digits).',
  )
  .transform((text) => getAddress(text));

/** POST /api/contract-abis: the ABI as JSON text, exactly as pasted. */
export const registerContractAbiRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name the contract.').max(100, 'At most 100 characters.'),
  address: contractAddress.nullable(),
  abi: abiJsonText,
});
export type RegisterContractAbiRequest = z.input<typeof registerContractAbiRequestSchema>;

/** One registered ABI, as the server keeps it. */
export const contractAbiSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The contract it decodes, checksummed; null for any contract. */
  address: z.string().nullable(),
  /** The ABI's JSON text, as registered. */
  abi: abiJsonText,
  createdAt: z.number(),
  createdBy: z.string(),
});
export type ContractAbi = z.infer<typeof contractAbiSchema>;

/** GET /api/contract-abis: every registered ABI, newest first. */
export const contractAbisResponseSchema = z.object({ contractAbis: z.array(contractAbiSchema) });
