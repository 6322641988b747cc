// POST /h5/api/buriedPoint/buried/point/data/submit – browse-tracking events, forwarded to the tracking host
import { apiHandler } from '@/lib/api/handler';
import { trackingSubmitInputSchema } from '@/lib/api/contracts/tracking';
import { submitTracking } from '@/lib/api/server/tracking';

export const POST = apiHandler({ auth: 'optional', input: trackingSubmitInputSchema }, ({ input, device, auth }) =>
  submitTracking(input, device, auth),
);
