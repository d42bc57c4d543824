import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * An IPv6 address stands for its /64: one network holds 2^64 of them, so counting each
 * alone would let a single machine guess from endless fresh addresses. An IPv4 address
 * written as IPv6 (`::ffff:192.0.2.1`) is the IPv4 address.
 */
export function throttleAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The address a request comes from, as sign-in throttling counts it. With `trustedProxyHops`
 * proxies in front (a load balancer, an ingress), each appended the address it saw to
 * X-Forwarded-For, so the client is that many entries from the right; anything further left
 * is the client's own claim. Without trusted proxies the header is ignored: a client could
 * write any address there and dodge its own throttle.
 */
export function clientAddress(c: Context, trustedProxyHops: number): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by Node (an in-process request): there is no socket to read.
  }
  if (trustedProxyHops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const client = forwarded[forwarded.length - trustedProxyHops];
    if (client !== undefined && (isIPv4(client) || isIPv6(client))) return throttleAddress(client);
  }
  return throttleAddress(socket);
}
