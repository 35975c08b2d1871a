import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse } from './create.js';

describe('groups create parse', () => {
  it('reads --name and --description (checked by the sdk schema when run)', () => {
    expect(parse(['--name', 'Chess Club', '--description', 'Weekly'])).toMatchObject({
      name: 'Chess Club',
      description: 'Weekly',
    });
    expect(parse([])).toMatchObject({ name: undefined, description: undefined });
  });

  it('refuses arguments and unknown flags', () => {
    expect(() => parse(['Chess'])).toThrow(UsageError);
    expect(() => parse(['--title', 'Chess'])).toThrow(UsageError);
  });
});
