import { z } from 'zod';
import type { OrganizationInput, OrganizationUserInput } from '../rules/validation/organization.js';
import { GroupMemberSchema } from '../schemas/group.js';
import {
  OrganizationSchema,
  OrganizationSummarySchema,
  OrganizationUserSchema,
  OrganizationUsersSchema,
} from '../schemas/organization.js';
import type { Transport } from './transport.js';

/** Spec section 7 "Organizations". DELETE deactivates; nothing is ever deleted. */
export function organizationsResource(transport: Transport) {
  return {
    /** GET /organizations/registration: the active organizations a new user may join (public). */
    registrationOptions: () =>
      transport.request('GET', '/organizations/registration', { schema: z.array(OrganizationSummarySchema) }),
    /** GET /organizations (admins): every organization, deactivated ones included, with owner and count. */
    list: () => transport.request('GET', '/organizations', { schema: z.array(OrganizationSchema) }),
    /** GET /organizations/owned: the active organizations the user owns (the dashboard's Users tab). */
    owned: () => transport.request('GET', '/organizations/owned', { schema: z.array(OrganizationSchema) }),
    get: (id: number) => transport.request('GET', `/organizations/${id}`, { schema: OrganizationSchema }),
    create: (input: OrganizationInput) =>
      transport.request('POST', '/organizations', { body: input, schema: OrganizationSchema }),
    update: (id: number, input: OrganizationInput) =>
      transport.request('PUT', `/organizations/${id}`, { body: input, schema: OrganizationSchema }),
    /** DELETE /organizations/{id}: deactivates it (its data stays; admins still read it). */
    deactivate: (id: number) =>
      transport.request('DELETE', `/organizations/${id}`, { schema: OrganizationSchema }),
    users: (id: number) =>
      transport.request('GET', `/organizations/${id}/users`, { schema: OrganizationUsersSchema }),
    /** One user per call (spec section 7); role member unless said otherwise. */
    addUser: (id: number, input: OrganizationUserInput) =>
      transport.request('POST', `/organizations/${id}/users`, {
        body: input,
        schema: OrganizationUserSchema,
      }),
    removeUser: (id: number, userId: number) =>
      transport.request('DELETE', `/organizations/${id}/users/${userId}`, { schema: z.null() }),
    /** Users not yet in the organization (the add-users dialog); admins and the owner. */
    availableUsers: (id: number) =>
      transport.request('GET', `/organizations/${id}/available-users`, {
        schema: z.array(GroupMemberSchema),
      }),
    /** Who may own an organization (the form's owner select; admins). */
    availableOwners: () =>
      transport.request('GET', '/organizations/available-owners', { schema: z.array(GroupMemberSchema) }),
  };
}
