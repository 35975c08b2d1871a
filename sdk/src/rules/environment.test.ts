import { describe, expect, it } from 'vitest';
import { detectEnvironment } from './environment.js';

describe('detectEnvironment', () => {
  it.each([
    ['localhost', 'development'],
    ['127.0.0.1', 'development'],
    ['::1', 'development'],
    ['[::1]', 'development'],
    ['0.0.0.0', 'development'],
    ['campus.local', 'development'],
    ['LOCALHOST', 'development'],
    ['qa.campus.example', 'qa'],
    ['campus-qa.example.com', 'qa'],
    ['staging.campus.example', 'qa'],
    ['app-staging.example.com', 'qa'],
    ['campus.example.com', 'production'],
    ['www.campus.org', 'production'],
    ['localhost.example.com', 'production'],
  ] as const)('%s -> %s', (host, expected) => expect(detectEnvironment(host)).toBe(expected));
});
