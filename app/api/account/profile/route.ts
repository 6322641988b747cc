// GET|POST /h5/api/account/profile – the viewer's nickname, read and changed upstream
import { apiHandler } from '@/lib/api/handler';
import { nicknameInputSchema } from '@/lib/account/settings-schemas';
import { fetchProfile, saveNickname } from '@/lib/account/settings-server';

export const GET = apiHandler({}, () => fetchProfile());
export const POST = apiHandler({ input: nicknameInputSchema }, ({ input }) => saveNickname(input.nickname));
