// GET /h5/api/live/rooms/{roomId}/chat/stream – chat as Server-Sent Events: history, then live (resumes from Last-Event-ID / ?afterId).
import type { NextApiRequest, NextApiResponse } from 'next';
import { sendErrorEnvelope } from '@/lib/api/node-response';
import { CHAT_STREAM_HEADERS, openChatStream } from '@/lib/live/chat-stream';
import { routeIdOf } from '@/lib/routes/route-id';

// Node's own response (lib/live/chat-stream.ts says why); the stream never ends on its own.
export const config = { api: { bodyParser: false, externalResolver: true, responseLimit: false } };

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const roomId = routeIdOf(req.query.roomId);
  if (roomId === null) return sendErrorEnvelope(res, 404, 1003, '内容不存在');
  if (req.method === 'HEAD') return void res.writeHead(200, CHAT_STREAM_HEADERS).end();
  const opening = await openChatStream(
    {
      secFetchSite: single(req.headers['sec-fetch-site']),
      lastEventId: single(req.headers['last-event-id']),
      afterId: single(req.query.afterId),
    },
    roomId,
  );
  if (!opening.ok) return sendErrorEnvelope(res, opening.status, opening.code, opening.message);
  res.writeHead(200, CHAT_STREAM_HEADERS);
  const end = opening.attach({
    write: (bytes) => res.write(bytes),
    close: () => res.end(),
    abort: () => res.destroy(),
    backlog: () => res.writableLength,
  });
  if (res.destroyed) end();
  else res.on('close', end);
}
