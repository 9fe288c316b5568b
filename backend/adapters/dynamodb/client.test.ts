import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../config';
import { asFunction, tableName, takeTableRefusals } from './client';

describe('tableName, run as a function (the local stack)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfig();
    takeTableRefusals();
  });

  it('names a table the function may touch, and refuses, says and remembers any other', async () => {
    vi.stubEnv('MAIL_FROM', 'no-reply@brandtokafor.example');
    vi.stubEnv('FIRM_INFO_EMAIL', 'info@brandtokafor.example');
    vi.stubEnv('USERS_TABLE', 'users-local');
    vi.stubEnv('THROTTLES_TABLE', 'throttles-local');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    resetConfig();
    await asFunction('the mail handler', ['users'], async () => {
      await Promise.resolve();
      expect(tableName('users')).toBe('users-local');
      expect(() => tableName('throttles')).toThrow('the mail handler may not touch the throttles table');
    });
    expect(takeTableRefusals()).toEqual([
      expect.stringContaining('the mail handler may not touch the throttles'),
    ]);
    expect(takeTableRefusals()).toEqual([]);
    // Outside a function (a script, start-up, a direct unit test) nothing is checked.
    expect(tableName('throttles')).toBe('throttles-local');
  });
});
