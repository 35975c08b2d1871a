/**
 * Hostile inputs for any route, generated from what the route declares (its path parameters and body fields)
 * rather than written per endpoint, so every later endpoint is attacked the same way for free. Used by
 * hostile-input.test.ts.
 */

export interface HostileRequest {
  /** What is hostile about it, for failure messages. */
  name: string;
  url: string;
  /** A raw payload (sent as JSON unless `contentType` says otherwise), or none. */
  payload?: string;
  contentType?: string;
  /** An Authorization header sent instead of the role's own token. */
  authorization?: string;
  /** The request must be refused (4xx), not merely answered without a 5xx: e.g. it names a foreign upload. */
  mustRefuse?: boolean;
}

/** Field values of the wrong type, size or content. */
export const HOSTILE_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ['a number', 12345],
  ['a negative number', -1],
  ['a huge number', 1e308],
  ['an unsafe integer', 2 ** 53 + 2],
  ['a float', 1.5],
  ['true', true],
  ['null', null],
  ['an object', { nested: { deeper: [1, 2] } }],
  ['an array of strings', ['a', 'b']],
  ['an empty array', []],
  ['an empty string', ''],
  ['whitespace', '   \t\n'],
  ['a NUL character', 'a\u0000b'],
  ['a lone surrogate', 'a\ud800b'],
  ['a 100 kB string', 'x'.repeat(100_000)],
  ['markup', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['SQL', "' OR 1=1; DROP TABLE users; --"],
  ['a prototype key', JSON.parse('{"__proto__": {"is_admin": true}, "constructor": {"prototype": {}}}')],
];

/** Fields a user may never set on themselves or others through a body (mass assignment). */
export const PRIVILEGED_FIELDS: Readonly<Record<string, unknown>> = {
  is_admin: true,
  isAdmin: true,
  id: 1,
  user_id: 1,
  owner_id: 1,
  role: 'admin',
  organization_role: 'admin',
  pivot: { role: 'admin' },
  permissions: [{ key: 'grant_permission' }],
  permission_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  status: 'published',
  created_at: '2000-01-01T00:00:00Z',
  password_hash: 'x',
  token_hash: 'x',
};

/** Path parameter values: out of range, not numbers, encoded NUL and surrogates, traversal, very long. */
export const HOSTILE_IDS: readonly string[] = [
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '01',
  '+1',
  '%201',
  'NaN',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%00',
  '%20',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  "1'",
  'x'.repeat(2000),
];

/** Query strings: out of range, repeated, nested, NUL, broken UTF-8, long, and privileged names. */
export const HOSTILE_QUERIES: readonly string[] = [
  'page=-1&per_page=1000000000',
  'id=1&id=2&id=3',
  'a[b][c][d]=1&a[b][c][e]=2',
  'x=%00',
  'x=%ED%A0%80',
  'x=%',
  `q=${'x'.repeat(50_000)}`,
  '__proto__[is_admin]=true&constructor[prototype][is_admin]=true',
  'is_admin=true&include_all=true&show_all=true',
];

/** Authorization headers that are not a token this server issued: each must leave a guest. */
export const HOSTILE_AUTHORIZATIONS: readonly string[] = [
  'Bearer',
  'Bearer ',
  `Bearer ${'x'.repeat(10_000)}`,
  'Bearer a b c',
  'Basic YWRtaW46Y2FtcHVzMTIz',
  `Bearer ${'0'.repeat(64)}`,
];

export function authorizationRequests(url: string): HostileRequest[] {
  const path = fillParams(url, () => '1');
  return HOSTILE_AUTHORIZATIONS.map((authorization) => ({
    name: `Authorization: ${authorization.length > 40 ? `${authorization.slice(0, 12)}... (${authorization.length})` : authorization}`,
    url: path,
    authorization,
  }));
}

/** Raw bodies that are not the object a route expects, or not JSON at all. */
export function rawBodies(): HostileRequest[] {
  const deep = 20_000;
  return [
    { name: 'an empty JSON body', url: '', payload: '' },
    { name: 'JSON null', url: '', payload: 'null' },
    { name: 'a JSON array', url: '', payload: '[]' },
    { name: 'a JSON string', url: '', payload: '"text"' },
    { name: 'a JSON number', url: '', payload: '-1' },
    { name: 'broken JSON', url: '', payload: '{"a":' },
    { name: 'duplicate keys', url: '', payload: '{"a":1,"a":2}' },
    { name: `nesting ${deep} deep`, url: '', payload: `{"a":${'['.repeat(deep)}${']'.repeat(deep)}}` },
    { name: 'an object nested deep', url: '', payload: `${'{"a":'.repeat(deep)}1${'}'.repeat(deep)}` },
    { name: 'a 1.1 MB body', url: '', payload: JSON.stringify({ x: 'a'.repeat(1_100_000) }) },
    { name: 'text/plain', url: '', payload: 'hello', contentType: 'text/plain' },
    {
      name: 'form data',
      url: '',
      payload: 'is_admin=true',
      contentType: 'application/x-www-form-urlencoded',
    },
  ];
}

/**
 * Bodies built on a valid one: each field missing, each field set to a few hostile values (a different
 * few per `rotation`, so several roles together cover the list without each sending all of it), and the
 * valid body with every privileged field added.
 */
export function fieldBodies(
  base: Readonly<Record<string, unknown>>,
  fields: readonly string[],
  rotation: number,
  perField = 2,
): HostileRequest[] {
  const names = [...new Set([...Object.keys(base), ...fields])];
  const bodies: HostileRequest[] = [
    { name: 'an empty object', url: '', payload: '{}' },
    { name: 'privileged fields added', url: '', payload: JSON.stringify({ ...base, ...PRIVILEGED_FIELDS }) },
  ];
  names.forEach((field, index) => {
    const { [field]: _dropped, ...rest } = base;
    bodies.push({ name: `${field} missing`, url: '', payload: JSON.stringify(rest) });
    for (let k = 0; k < perField; k += 1) {
      const [label, value] =
        HOSTILE_VALUES[(index * perField + k + rotation * perField) % HOSTILE_VALUES.length] ?? [];
      if (label === undefined) continue;
      bodies.push({
        name: `${field} as ${label}`,
        url: '',
        payload: JSON.stringify({ ...base, [field]: value }),
      });
    }
  });
  return bodies;
}

/** The route's URL with every parameter set to `fill` (e.g. '/api/events/:id' -> '/api/events/1'). */
export function fillParams(url: string, fill: (name: string) => string): string {
  return url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? fill(segment.slice(1)) : segment))
    .join('/');
}

/** One request per hostile id in each parameter, the others set to a plain id. */
export function pathRequests(url: string): HostileRequest[] {
  const params = url
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
  return params.flatMap((param) =>
    HOSTILE_IDS.map((id) => ({
      name: `${param} = ${id.length > 40 ? `${id.slice(0, 10)}... (${id.length})` : id}`,
      url: fillParams(url, (name) => (name === param ? id : '1')),
    })),
  );
}

/** The hostile queries on the route; `share` of `shares` of them, so several roles split the list. */
export function queryRequests(url: string, share = 0, shares = 1): HostileRequest[] {
  const path = fillParams(url, () => '1');
  return HOSTILE_QUERIES.filter((_query, index) => index % shares === share % shares).map((query) => ({
    name: `query ${query.length > 60 ? `${query.slice(0, 20)}... (${query.length})` : query}`,
    url: `${path}?${query}`,
  }));
}

/**
 * A course photo upload of a user none of the harness's roles is (hostile-input.test.ts records it before
 * the attack): its files are someone else's, so no body may name them (issue 18).
 */
export const FOREIGN_UPLOAD = {
  small: '/uploads/courses/photos/hostile-foreign-small.webp',
  large: '/uploads/courses/photos/hostile-foreign-large.webp',
  original: '/uploads/courses/photos/hostile-foreign-original.png',
} as const;

/** Paths to files that are not the actor's upload: another user's upload, an event gallery's file, traversal. */
export const FOREIGN_UPLOAD_PATHS: readonly string[] = [
  FOREIGN_UPLOAD.large,
  '/uploads/events/1/0123456789abcdef0123456789abcdef-large.webp',
  '/uploads/courses/photos/../../events/1/x-large.webp',
];

/** Body fields that name a stored file (a photo or image URL); `image_order` and the like match too, harmlessly. */
const FILE_FIELD = /(photo|image|picture|avatar|logo)/i;

/** The size of FOREIGN_UPLOAD a field named like `main_photo_small` takes (large when it says none). */
function foreignSizeFor(field: string): string {
  if (/small/i.test(field)) return FOREIGN_UPLOAD.small;
  if (/original/i.test(field)) return FOREIGN_UPLOAD.original;
  return FOREIGN_UPLOAD.large;
}

/**
 * Bodies built on a valid one that point its file fields at files the actor did not upload: each field alone
 * at each foreign path, and all of them at once at the sizes of another user's upload (the exploit of issue
 * 18). Every such request must be refused.
 */
export function foreignUploadBodies(
  base: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): HostileRequest[] {
  const fileFields = [...new Set([...Object.keys(base), ...fields])].filter((field) =>
    FILE_FIELD.test(field),
  );
  if (fileFields.length === 0) return [];
  const bodies: HostileRequest[] = fileFields.flatMap((field) =>
    FOREIGN_UPLOAD_PATHS.map((path) => ({
      name: `${field} naming ${path}`,
      url: '',
      payload: JSON.stringify({ ...base, [field]: path }),
      mustRefuse: true,
    })),
  );
  const all = Object.fromEntries(fileFields.map((field) => [field, foreignSizeFor(field)]));
  bodies.push({
    name: `${fileFields.join(', ')} naming another user's upload`,
    url: '',
    payload: JSON.stringify({ ...base, ...all }),
    mustRefuse: true,
  });
  return bodies;
}
