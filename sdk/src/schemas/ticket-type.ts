import { z } from 'zod';
import { IdSchema, MoneySchema } from './common.js';

export const TicketTypeSchema = z.object({
  id: IdSchema,
  name: z.string(),
  price: MoneySchema,
  description: z.string().nullable(),
  /** Total inventory of this ticket type; null means no limit. */
  max_quantity: z.number().int().nullable(),
  /** false means sold out / not on sale: it cannot be chosen. */
  is_active: z.boolean(),
  /** Tickets on RSVPs that are not denied, where the endpoint counts them. */
  sold: z.number().int().optional(),
});
export type TicketType = z.infer<typeof TicketTypeSchema>;
