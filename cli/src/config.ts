/** What one profile remembers between runs. */
export interface Profile {
  apiUrl?: string;
  token?: string;
  username?: string;
  /** The cart session id (`X-Session-ID`), kept so a cart survives between runs. */
  sessionId?: string;
}

export interface ConfigStore {
  /** The file the profiles live in (shown by `auth status`). */
  readonly path: string;
  getProfile(name: string): Profile;
  setProfile(name: string, profile: Profile): void;
}

interface ConfigShape {
  profiles: Record<string, Profile>;
}

export const DEFAULT_PROFILE = 'default';

/**
 * The conf-backed store. conf (and its ajv) is imported here, lazily, so that `--help` never pays for it.
 * CAMPUS_CONFIG_DIR moves the folder: tests point it at a temp dir so they never touch the real home.
 */
export async function openConfigStore(
  env: Readonly<Record<string, string | undefined>>,
): Promise<ConfigStore> {
  const { default: Conf } = await import('conf');
  const conf = new Conf<ConfigShape>({
    projectName: 'campus',
    projectSuffix: '',
    cwd: env.CAMPUS_CONFIG_DIR || undefined,
    configName: 'config',
    // The file holds tokens: readable by its owner only.
    configFileMode: 0o600,
    defaults: { profiles: {} },
  });
  // Profiles are read and written as a whole: conf's dot paths would split a name such as "a.b".
  const profiles = () => conf.get('profiles') ?? {};
  return {
    path: conf.path,
    getProfile: (name) => ({ ...profiles()[name] }),
    setProfile(name, profile) {
      const clean = Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined));
      conf.set('profiles', { ...profiles(), [name]: clean });
    },
  };
}
