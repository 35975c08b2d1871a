import { z } from 'zod';

/**
 * GET /api/health, for a load balancer: 200 with this when the process can serve (the database answers and
 * holds every migration of this build, and the process is not shutting down); 503 with the error envelope
 * saying why not.
 */
export const HealthSchema = z.object({
  database: z.literal('ok'),
  migrations: z.literal('current'),
  /** How this process hears other processes' changes: `in process` (one process), `listening`, `reconnecting`. */
  changes: z.enum(['in process', 'listening', 'reconnecting']),
});
export type Health = z.infer<typeof HealthSchema>;

/** The 503 messages of GET /api/health. */
export const HEALTH_MESSAGES = {
  draining: 'Shutting down',
  database: 'The database does not answer',
  migrations: 'The database lacks migrations of this version',
} as const;
