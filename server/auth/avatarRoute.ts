/**
 * GET /sso/gn/dp/{file}: avatars from <dataDir>/avatars, default.jpg when the file is missing.
 * Public, because an <img> cannot send a bearer token; only plain image file names are served,
 * so no path can leave the folder.
 */
import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { defaultAvatar } from './userProfile.ts';

const imageTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

export const defaultAvatarFile = join(import.meta.dirname, '..', 'assets', defaultAvatar);

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export function installAvatarRoute(app: FastifyInstance, dataDir: string): void {
  const folder = join(dataDir, 'avatars');
  app.get<{ Params: { file: string } }>('/sso/gn/dp/:file', async (request, reply) => {
    const name = request.params.file;
    const type = imageTypes[extname(name).toLowerCase()];
    const wanted = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(name) && type ? join(folder, name) : undefined;
    const path = wanted && (await isFile(wanted)) ? wanted : defaultAvatarFile;
    return reply
      .type(path === defaultAvatarFile ? 'image/jpeg' : type!)
      .header('cache-control', 'private, max-age=300')
      .send(createReadStream(path));
  });
}
