// GET|POST /h5/api/ping – the route-handler floor: JSON out (a JSON body read for POST), no session, no upstream.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ code: 200, data: { vip_level: 'NONE' } }, { headers: { 'Cache-Control': 'no-store' } });
}

/** The write floor: a JSON body read and answered, nothing else. */
export async function POST(request: Request) {
  const body = (await request.json()) as unknown;
  return Response.json({ code: 200, data: { received: body !== null } }, { headers: { 'Cache-Control': 'no-store' } });
}
