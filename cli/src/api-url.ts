import { UsageError } from './errors.js';

/**
 * The API's address as given, without a trailing slash; a bare origin (`http://host:8080`, where the web
 * app is) means its API at `/api`, since the server serves both on one port.
 */
export function normalizeApiUrl(raw: string, source = '--api-url'): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(
      `Invalid ${source} '${raw}': expected an address such as http://localhost:8080/api.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`Invalid ${source} '${raw}': it must start with http:// or https://.`);
  }
  if (url.pathname === '/' && !url.search && !url.hash) url.pathname = '/api';
  return url.toString().replace(/\/+$/, '');
}
