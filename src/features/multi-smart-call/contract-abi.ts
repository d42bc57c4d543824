import { BaseError, erc20Abi, parseAbiItem, toFunctionSignature, type AbiFunction } from 'viem';
import { z } from 'zod';

/** One function the builder offers, named by its signature (which tells overloads apart). */
export interface CallableFunction {
  /** e.g. `transfer(address,uint256)`. */
  signature: string;
  abi: AbiFunction;
  /** Why the builder cannot fill its arguments (then paste it under Advanced); else undefined. */
  unsupported?: string | undefined;
}

export type AbiReading =
  { ok: true; functions: CallableFunction[] } | { ok: false; reason: string };

/** Lists and structures need a form of their own; the builder says so rather than guess. */
function unsupportedReason(fn: AbiFunction): string | undefined {
  const nested = fn.inputs.find(
    (input) => input.type.includes('[') || input.type.startsWith('tuple'),
  );
  return nested === undefined
    ? undefined
    : `takes a list or a structure (${nested.type}): build it elsewhere and paste it under Advanced`;
}

function callable(fn: AbiFunction): CallableFunction {
  return { signature: toFunctionSignature(fn), abi: fn, unsupported: unsupportedReason(fn) };
}

const changesState = (mutability: string | undefined, constant: boolean | undefined) =>
  mutability !== 'view' && mutability !== 'pure' && constant !== true;

/** The ERC-20 functions that move or allow tokens: transfer, approve, transferFrom. */
export const erc20Functions: readonly CallableFunction[] = erc20Abi.flatMap((item) =>
  item.type === 'function' && changesState(item.stateMutability, undefined) ? [callable(item)] : [],
);

interface JsonParameter {
  type: string;
  name?: string | undefined;
  components?: JsonParameter[] | undefined;
}
const parameterSchema: z.ZodType<JsonParameter> = z.lazy(() =>
  z.object({
    type: z.string().min(1),
    name: z.string().optional(),
    components: z.array(parameterSchema).optional(),
  }),
);
const functionEntrySchema = z.object({
  name: z.string().min(1),
  inputs: z.array(parameterSchema),
  stateMutability: z.string().optional(),
  constant: z.boolean().optional(),
});

/** A parameter in Solidity's words, for viem's human-readable ABI parser. */
function parameterText(parameter: JsonParameter, withName: boolean): string {
  const type = parameter.type.startsWith('tuple')
    ? `(${(parameter.components ?? []).map((inner) => parameterText(inner, withName)).join(', ')})${parameter.type.slice('tuple'.length)}`
    : parameter.type;
  return withName && parameter.name ? `${type} ${parameter.name}` : type;
}

/** Reads one function entry through viem, so a type Solidity does not have is refused. */
function readFunction(entry: z.infer<typeof functionEntrySchema>): AbiFunction {
  const signature = (withName: boolean) =>
    `function ${entry.name}(${entry.inputs.map((input) => parameterText(input, withName)).join(', ')})`;
  let item;
  try {
    item = parseAbiItem(signature(true));
  } catch {
    // An argument name the parser will not take (a Solidity keyword, say) still encodes without it.
    item = parseAbiItem(signature(false));
  }
  if (item.type !== 'function') throw new Error(`${entry.name} is not a function`);
  return item;
}

const kindOf = (value: unknown) =>
  value === null ? 'null' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;

/**
 * Reads a pasted ABI: a JSON array (or a build artifact's `abi` array) with at least one function
 * that changes state. What is wrong is said in words, with the entry it concerns.
 */
export function readAbi(text: string): AbiReading {
  if (text.trim() === '') {
    return { ok: false, reason: "Paste the contract's ABI: the JSON array published with it" };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `Not valid JSON: ${error instanceof Error ? error.message : ''}` };
  }
  const artifact = z.object({ abi: z.array(z.unknown()) }).safeParse(json);
  const entries = Array.isArray(json) ? json : artifact.success ? artifact.data.abi : undefined;
  if (entries === undefined) {
    return { ok: false, reason: `An ABI is a JSON array ([…]); this is ${kindOf(json)}` };
  }
  const functions: CallableFunction[] = [];
  let readOnly = 0;
  for (const [index, entry] of entries.entries()) {
    if (!z.object({ type: z.literal('function') }).safeParse(entry).success) continue;
    const parsed = functionEntrySchema.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.join('.') ?? '';
      return {
        ok: false,
        reason: `Entry ${index + 1} is a function without a well-formed ${where || 'shape'}: ${issue?.message ?? ''}`,
      };
    }
    if (!changesState(parsed.data.stateMutability, parsed.data.constant)) {
      readOnly += 1;
      continue;
    }
    try {
      functions.push(callable(readFunction(parsed.data)));
    } catch (error) {
      const detail = error instanceof BaseError ? error.shortMessage : String(error);
      return { ok: false, reason: `Function ${parsed.data.name} (entry ${index + 1}): ${detail}` };
    }
  }
  if (functions.length > 0) return { ok: true, functions };
  return {
    ok: false,
    reason:
      readOnly > 0
        ? `All ${readOnly} of its functions only read (view or pure); there is nothing to call in an order`
        : 'It lists no functions',
  };
}
