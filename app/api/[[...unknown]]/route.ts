// ANY /h5/api/<unknown> – a path no BFF route serves: the JSON envelope with 404, never the HTML page
import { unknownApiRoute } from '@/lib/api/handler';

export const GET = unknownApiRoute;
export const HEAD = unknownApiRoute;
export const POST = unknownApiRoute;
export const PUT = unknownApiRoute;
export const PATCH = unknownApiRoute;
export const DELETE = unknownApiRoute;
export const OPTIONS = unknownApiRoute;
