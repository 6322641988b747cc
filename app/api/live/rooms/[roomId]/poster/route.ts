// GET /h5/api/live/rooms/{roomId}/poster – the poster the room's anchor uploaded, as an image
import { NextResponse } from 'next/server';
import { readRoomPoster } from '@/lib/anchor/poster-server';
import { routeIdOf } from '@/lib/routes/route-id';

export async function GET(_request: Request, { params }: { params: Promise<{ roomId: string }> }) {
  const roomId = routeIdOf((await params).roomId);
  if (roomId === null) return new NextResponse(null, { status: 404 });
  try {
    const { mime, bytes } = await readRoomPoster(roomId);
    // The room's poster path carries ?v=<upload time>: one URL is one image for good.
    return new NextResponse(new Uint8Array(bytes), {
      headers: {
        'content-type': mime,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch {
    return new NextResponse(null, { status: 404, headers: { 'cache-control': 'no-store' } });
  }
}
