// The outbox: one .eml file per message, named so they sort by time and never collide.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function writeToOutbox(dir: string, message: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replaceAll(':', '-');
  const file = join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
  await writeFile(file, message, { flag: 'wx' });
  return file;
}
