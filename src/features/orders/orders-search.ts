import { z } from 'zod';
import {
  listOrdersQuerySchema,
  listableOrderTypes,
} from '../../shared/contracts/list-orders-query';
import { commaList } from '../../shared/contracts/primitives';

export const orderPageSizes = ['50', '200', '1000'] as const;

/**
 * The /orders URL: GET /orders' own parameters. A malformed value in a
 * shared link falls back to its default instead of breaking the page.
 */
export const ordersSearchSchema = z.object({
  // Loose, unlike the API query: an unknown parameter in a link is ignored.
  ...listOrdersQuerySchema.shape,
  orderTypes: commaList(z.enum(listableOrderTypes), { min: 1 })
    .default([...listableOrderTypes])
    .catch([...listableOrderTypes]),
  limit: z.enum(orderPageSizes).default('50').catch('50'),
  offset: z.string().regex(/^\d+$/).default('0').catch('0'),
});

export type OrdersSearch = z.infer<typeof ordersSearchSchema>;
