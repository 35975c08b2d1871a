import { z } from 'zod';
import { OrganizationSummarySchema } from '../schemas/organization.js';
import type { Transport } from './transport.js';

/** Organization calls; later issues add the rest of spec section 7's organization group. */
export function organizationsResource(transport: Transport) {
  return {
    /** GET /organizations/registration: the active organizations a new user may join (public). */
    registrationOptions: () =>
      transport.request('GET', '/organizations/registration', { schema: z.array(OrganizationSummarySchema) }),
  };
}
