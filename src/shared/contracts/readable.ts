import { z } from 'zod';

/** Longest raw text an unreadable value keeps: enough to recognise it, never a page of JSON. */
export const maxRawLength = 500;

function rawText(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (value === undefined) text = '';
  else {
    // JSON for whatever JSON can hold; the type's name for anything else (never reached from
    // a parsed answer, but a value is never allowed to make this throw).
    let json: unknown;
    try {
      json = JSON.stringify(value);
    } catch {
      json = undefined;
    }
    text = typeof json === 'string' ? json : typeof value;
  }
  return text.length > maxRawLength ? `${text.slice(0, maxRawLength)}…` : text;
}

/**
 * A value from the provider that failed its format (DESIGN: read the provider tolerantly).
 * It keeps the text it arrived as, so a view shows it raw and marked, and anything that
 * needs the value (a sum, an action) has to say it could not use it.
 */
export class Unreadable {
  /** The value as it arrived, as text (JSON for anything but a string), at most `maxRawLength`. */
  readonly raw: string;
  /** True when a required value was absent altogether. */
  readonly missing: boolean;
  /** What was wrong with it, in words. */
  readonly problem: string;

  constructor(value: unknown, problem: string) {
    this.raw = rawText(value);
    this.missing = value === undefined;
    this.problem = value === undefined ? 'missing' : problem;
  }
}

/** A value read from the provider: in its format, or kept raw as unreadable. */
export type Readable<T> = T | Unreadable;

export function isUnreadable(value: unknown): value is Unreadable {
  return value instanceof Unreadable;
}

/**
 * A value as plain text, for places that cannot show a mark (a title, a CSV cell, an aria
 * label): an unreadable one says so, with what arrived.
 */
export function readableText(value: Readable<string>, label: string): string {
  if (!(value instanceof Unreadable)) return value;
  return value.missing ? `${label} missing` : `${label} unreadable: "${value.raw}"`;
}

/** The value when it could be read, `undefined` when it is unreadable or absent. */
export function readOrUndefined<T>(value: Readable<T> | undefined): T | undefined {
  return value instanceof Unreadable ? undefined : value;
}

/**
 * The first problem `schema` finds with `value`, in words, with where it is when nested.
 * Parsed again (failures are rare) because a catch sees its issues before their messages.
 */
export function problemWith(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  const issue = result.success ? undefined : result.error.issues[0];
  if (issue === undefined) return 'not in the expected format';
  const where = issue.path.map(String).join('.');
  return where === '' ? issue.message : `${where}: ${issue.message}`;
}

/** Each `readable` schema, pointing at the schema it makes tolerant (see `exactSchema`). */
const readableInner = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A response field read on its own: a value that fails `inner` (or is missing when `inner`
 * requires it) becomes an `Unreadable` holding its raw text, instead of failing the answer.
 * Its wire type (`z.input`) stays `inner`'s, so the sandbox still sends it in format.
 */
export function readable<S extends z.ZodType>(
  inner: S,
): z.ZodType<z.output<S> | Unreadable, z.input<S>> {
  // zod types a catch value as the inner's output; widening it to `Unreadable` is the point.
  const fallback = (ctx: z.core.$ZodCatchCtx) =>
    new Unreadable(ctx.value, problemWith(inner, ctx.value)) as unknown as z.output<S>;
  const schema = inner.catch(fallback);
  readableInner.set(schema, inner);
  return schema;
}

/** An answer of a list endpoint, read item by item: the items under `K`, and those left out. */
export type ReadList<K extends string, T> = { [P in K]: T[] } & {
  /** Items that could not be read at all (not an object, no id…), kept raw. */
  unreadableItems: Unreadable[];
};

type RestOf<R extends z.core.$ZodLooseShape> = z.output<z.ZodObject<R, z.core.$loose>>;
type RestIn<R extends z.core.$ZodLooseShape> = z.input<z.ZodObject<R, z.core.$loose>>;

/**
 * A list answer whose envelope is strict (an object with an array under `key`, and `rest`)
 * and whose items are read each on its own: an item that fails `item` is moved to
 * `unreadableItems`, raw, so the others still show and a view can say what it left out.
 * `absentMeansEmpty` is for the one list the provider documents as optional: no key, no items.
 */
export function listEnvelope<
  K extends string,
  S extends z.ZodType,
  R extends z.core.$ZodLooseShape = z.core.$ZodLooseShape,
>(
  key: K,
  item: S,
  rest?: R,
  options: { absentMeansEmpty?: boolean } = {},
): z.ZodType<ReadList<K, z.output<S>> & RestOf<R>, { [P in K]: z.input<S>[] } & RestIn<R>> {
  const itemOrUnreadable = readable(item);
  const list = z.array(itemOrUnreadable);
  const schema = z
    .looseObject({ ...rest, [key]: options.absentMeansEmpty ? list.default([]) : list })
    .transform((envelope) => {
      const items: unknown = envelope[key];
      const all: readonly unknown[] = Array.isArray(items) ? items : [];
      return {
        ...envelope,
        [key]: all.filter((one) => !(one instanceof Unreadable)),
        unreadableItems: all.filter((one) => one instanceof Unreadable),
      };
    });
  // The transform keeps each key's parsed type, which the computed key hides from zod.
  return schema as unknown as z.ZodType<
    ReadList<K, z.output<S>> & RestOf<R>,
    { [P in K]: z.input<S>[] } & RestIn<R>
  >;
}

/** The schema a `readable` one makes tolerant, or undefined for any other schema. */
export function innerOfReadable(schema: z.ZodType): z.ZodType | undefined {
  return readableInner.get(schema);
}
