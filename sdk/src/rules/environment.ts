export type CampusEnvironment = 'development' | 'qa' | 'production';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0']);

/** Spec section 1: development on local hosts, qa on hosts containing qa or staging, else production. */
export function detectEnvironment(hostname: string): CampusEnvironment {
  // URL hostnames keep IPv6 brackets ('[::1]'); case does not matter in host names.
  const host = hostname
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (LOCAL_HOSTS.has(host) || host.endsWith('.local') || host.endsWith('.localhost')) return 'development';
  if (host.includes('qa') || host.includes('staging')) return 'qa';
  return 'production';
}
