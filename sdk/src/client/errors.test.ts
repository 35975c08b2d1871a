import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFor, errorMessage, NetworkError, ValidationError } from './errors.js';

describe('errorMessage', () => {
  it("prefers the server's own message (spec section 8)", () => {
    expect(errorMessage(apiErrorFor(401, 'Invalid username or password'), 'Login failed')).toBe(
      'Invalid username or password',
    );
  });

  it('falls back to the catalogue text when the message did not come from our server', () => {
    expect(errorMessage(apiErrorFor(502, 'Bad Gateway', undefined, false), 'Login failed')).toBe(
      'Login failed',
    );
    expect(errorMessage(new NetworkError(0, 'Could not reach the server', {}, false), 'Login failed')).toBe(
      'Login failed',
    );
    expect(errorMessage(new Error('boom'), 'Registration failed')).toBe('Registration failed');
  });

  it('picks the subclass from the status and keeps the field errors', () => {
    const error = apiErrorFor(422, 'Passwords do not match', {
      password_confirmation: ['Passwords do not match'],
    });
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.fieldErrors.password_confirmation).toEqual(['Passwords do not match']);
  });
});
