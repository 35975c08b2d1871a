import fp from 'fastify-plugin';
import type { LiveHub } from './live-hub.js';

// Decorates `app.live`. Until GET /api/live lands (issue 25) no stream is open, so there is nobody to tell:
// services already publish through this seam and the stream's hub replaces this one.
const nobodyListening: LiveHub = {
  toUsers() {},
  toWatchers() {},
  async seatsChanged() {},
  async unreadChanged() {},
};

export const livePlugin = fp(
  async (app) => {
    app.decorate('live', nobodyListening);
  },
  { name: 'live' },
);
