// GET /h5/api/live/rooms/{roomId}/chat/stream – chat as Server-Sent Events: history, then live (resumes from Last-Event-ID / ?afterId).
import type { NextRequest } from 'next/server';
import { errorResponse } from '@/lib/api/handler';
import { openChatStream } from '@/lib/live/chat-stream';
import { parseId } from '@/lib/live/server';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest, { params }: { params: Promise<{ roomId: string }> }) {
  const roomId = parseId((await params).roomId);
  if (roomId === null) return errorResponse(1003, '缺少相关参数', 400);
  return openChatStream(request, roomId);
}
