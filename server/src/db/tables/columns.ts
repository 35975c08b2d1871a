import { date, integer, text, timestamp } from 'drizzle-orm/pg-core';

// Column shapes repeated across tables, so every table stores dates, times, money and photos alike.

/** A timestamp with time zone, read as an ISO string. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** created_at and updated_at, both set on insert. */
export const timestamps = () => ({
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/** A calendar date, read as 'YYYY-MM-DD' (wall-clock in the platform time zone). */
export const day = (name: string) => date(name, { mode: 'string' });

/** A wall-clock time 'HH:mm'. */
export const clock = (name: string) => text(name);

/** Money in integer cents; the JSON shows dollars. */
export const cents = (name: string) => integer(name);
