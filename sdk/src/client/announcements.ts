import { z } from 'zod';
import type { AnnouncementInput, AnnouncementPageRequest } from '../rules/validation/announcement.js';
import { AnnouncementDetailSchema, AnnouncementSchema } from '../schemas/announcement.js';
import { paged } from '../schemas/envelope.js';
import type { Transport } from './transport.js';

/** Spec section 7 "Announcements": always under their group. */
export function announcementsResource(transport: Transport) {
  return {
    /** 10 per page; members get the Active ones, coordinators and admins all of them with show_all. */
    list: (groupId: number, query: AnnouncementPageRequest = {}) =>
      transport.request('GET', `/groups/${groupId}/announcements`, {
        query: { page: query.page, per_page: query.per_page, show_all: query.show_all },
        schema: paged(AnnouncementSchema),
      }),
    get: (groupId: number, id: number) =>
      transport.request('GET', `/groups/${groupId}/announcements/${id}`, {
        schema: AnnouncementDetailSchema,
      }),
    create: (groupId: number, input: AnnouncementInput) =>
      transport.request('POST', `/groups/${groupId}/announcements`, {
        body: input,
        schema: AnnouncementSchema,
      }),
    update: (groupId: number, id: number, input: AnnouncementInput) =>
      transport.request('PUT', `/groups/${groupId}/announcements/${id}`, {
        body: input,
        schema: AnnouncementSchema,
      }),
    remove: (groupId: number, id: number) =>
      transport.request('DELETE', `/groups/${groupId}/announcements/${id}`, { schema: z.null() }),
  };
}
