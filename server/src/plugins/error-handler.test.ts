import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../errors.js';
import { installErrorHandler } from './error-handler.js';

// The handler alone on a bare Fastify, with routes that throw each kind of error.
async function appThrowing(error: Error) {
  const app = Fastify();
  installErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('the error handler', () => {
  it.each([
    [new UnauthorizedError(), 401, { status: 'error', message: 'Unauthenticated.' }],
    [new ForbiddenError(), 403, { status: 'error', message: 'This action is unauthorized.' }],
    [new NotFoundError('Event not found'), 404, { status: 'error', message: 'Event not found' }],
    [new ConflictError('Sold out'), 409, { status: 'error', message: 'Sold out' }],
    [
      new ValidationError({ title: ['Event title is required'], date: ['Event date is required'] }),
      422,
      {
        status: 'error',
        message: 'Event title is required',
        errors: { title: ['Event title is required'], date: ['Event date is required'] },
      },
    ],
    [new ValidationError({}), 422, { status: 'error', message: 'The given data was invalid.', errors: {} }],
  ])('maps %s to its status and envelope', async (error, status, body) => {
    const app = await appThrowing(error);
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
    await app.close();
  });

  it('hides the details of a 500', async () => {
    const app = await appThrowing(new Error('connection string postgres://secret@db'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 'error', message: 'Server Error' });
    expect(response.body).not.toContain('secret');
    await app.close();
  });
});
