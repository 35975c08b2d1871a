/**
 * The sdk at run time (schemas, rules), loaded on first use like the client in context.ts: `campus --help`
 * does not pay for zod. Commands import the sdk's types statically and its values through this.
 */
export const loadSdk = () => import('@campus/sdk');

export type Sdk = Awaited<ReturnType<typeof loadSdk>>;
