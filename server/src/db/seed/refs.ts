/** Names the demo data uses, resolved to the ids the database gave them. */
export class Refs {
  readonly users = new Map<string, number>();
  readonly organizations = new Map<string, number>();
  readonly permissions = new Map<string, number>();
  readonly groups = new Map<string, number>();
  readonly courses = new Map<string, number>();
  readonly events = new Map<string, number>();

  user(username: string): number {
    return lookup(this.users, username, 'user');
  }
  organization(name: string): number {
    return lookup(this.organizations, name, 'organization');
  }
  permission(key: string): number {
    return lookup(this.permissions, key, 'permission');
  }
  group(name: string): number {
    return lookup(this.groups, name, 'group');
  }
  course(name: string): number {
    return lookup(this.courses, name, 'course');
  }
  event(title: string): number {
    return lookup(this.events, title, 'event');
  }
  /** The organization of a user (a course's or event's organization is its creator's). */
  organizationOf(username: string, users: { username: string; organization: string }[]): number {
    const user = users.find((candidate) => candidate.username === username);
    if (!user) throw new Error(`Demo data refers to an unknown user '${username}'`);
    return this.organization(user.organization);
  }
}

function lookup(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Demo data refers to an unknown ${what} '${key}'`);
  return id;
}

/** Inserts nothing for an empty list (Drizzle refuses an empty VALUES). */
export function nonEmpty<T>(rows: T[]): rows is [T, ...T[]] {
  return rows.length > 0;
}
