// GET /h5/api/ping – the route-handler floor: JSON out, no session, no upstream.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ code: 200, data: { vip_level: 'NONE' } }, { headers: { 'Cache-Control': 'no-store' } });
}
