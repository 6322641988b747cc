// GET /h5/api/health – liveness of the app and whether the upstream answers.
import { checkUpstreamHealth } from '@/lib/http/health';

export const dynamic = 'force-dynamic';

export async function GET() {
  const upstream = await checkUpstreamHealth();
  return Response.json(
    { code: 200, data: { status: 'ok', time: new Date().toISOString(), upstream } },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
