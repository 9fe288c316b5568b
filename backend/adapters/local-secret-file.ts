/**
 * A secret the local stack keeps in a file under DATA_DIR, made on first use: 32 random bytes, base64,
 * readable by the owner alone.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export async function readLocalSecret(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const secret = randomBytes(32).toString('base64');
    await mkdir(dirname(file), { recursive: true });
    // 'wx' so two processes starting at once cannot overwrite each other's secret.
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async (writeError) => {
      if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError;
    });
    return (await readFile(file, 'utf8')).trim();
  }
}
