// GET /h5/media/… (rewritten here from next.config.ts) – streaming pass-through to the media origin
import { createMediaProxy } from '@/lib/media/proxy';

// Node's own request/response (App Router handlers have none); the body is never parsed or buffered.
export const config = { api: { bodyParser: false, externalResolver: true, responseLimit: false } };
export default createMediaProxy();
