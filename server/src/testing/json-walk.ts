/** Every property name at any depth of a parsed JSON value. */
export function keysIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) keysIn(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      found.push(key);
      keysIn(item, found);
    }
  }
  return found;
}

/** Every string value at any depth of a parsed JSON value. */
export function stringsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, found);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) stringsIn(item, found);
  return found;
}
