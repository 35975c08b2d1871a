import { ApiError, NetworkError, ValidationError } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { CliError } from '../errors.js';
import { cliErrorFromApi } from './errors.js';

const API = 'http://localhost:8080/api';

describe('cliErrorFromApi', () => {
  it("shows the server's message and lists field errors, exit 1", () => {
    const error = cliErrorFromApi(
      new ValidationError(422, 'The given data was invalid.', {
        username: ['The username has already been taken.'],
      }),
      API,
    );
    expect(error).toBeInstanceOf(CliError);
    expect(error?.message).toBe('The given data was invalid.');
    expect(error?.details).toEqual(['  username: The username has already been taken.']);
    expect(error?.exitCode).toBe(1);
  });

  it('does not repeat a field error that is the message itself', () => {
    const loop = 'A user cannot be their own manager';
    const error = cliErrorFromApi(
      new ValidationError(422, loop, { manager_id: [loop], user_id: ['Choose a user from the list'] }),
      API,
    );
    expect(error?.message).toBe(loop);
    expect(error?.details).toEqual(['  user_id: Choose a user from the list']);
  });

  it('names the address when the server cannot be reached', () => {
    const error = cliErrorFromApi(new NetworkError(0, 'Could not reach the server (fetch failed)'), API);
    expect(error?.message).toBe(`Could not reach the server at ${API}`);
    expect(error?.exitCode).toBe(1);
  });

  it('points at the address when something other than the API answered', () => {
    const error = cliErrorFromApi(
      new NetworkError(200, 'not a Campus API response'),
      'http://localhost:8080',
    );
    expect(error?.message).toBe('http://localhost:8080 did not answer like the Campus API (HTTP 200).');
    expect(error?.details.join('\n')).toContain('/api');
  });

  it('leaves other errors alone (they are bugs)', () => {
    expect(cliErrorFromApi(new TypeError('x is undefined'), API)).toBeUndefined();
    expect(cliErrorFromApi(new ApiError(500, 'Internal Server Error'), API)?.message).toBe(
      'Internal Server Error',
    );
  });
});
