import { type AnyPgColumn, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { events } from './events.js';
import { users } from './users.js';

/** The gallery of an event, in display order. */
export const eventImages = pgTable(
  'event_images',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references((): AnyPgColumn => events.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    imageUrlSmall: text('image_url_small').notNull(),
    imageUrlLarge: text('image_url_large').notNull(),
    caption: text('caption'),
    displayOrder: integer('display_order').notNull().default(0),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('event_images_event_order_idx').on(t.eventId, t.displayOrder)],
);
