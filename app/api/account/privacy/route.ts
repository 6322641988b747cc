// GET|POST /h5/api/account/privacy – the personalised-recommendation switch, read and saved upstream
import { apiHandler } from '@/lib/api/handler';
import { privacyInputSchema } from '@/lib/account/settings-schemas';
import { fetchPrivacySettings, savePrivacySettings } from '@/lib/account/settings-server';

export const GET = apiHandler({}, () => fetchPrivacySettings());
export const POST = apiHandler({ input: privacyInputSchema }, ({ input }) => savePrivacySettings(input.personalized));
