import 'server-only';
import { getIronSession, type IronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { sessionOptions, type SessionData } from './config';

export async function getSession(): Promise<IronSession<SessionData>> {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/** Read-only view for server components: is there a usable session? */
export async function hasSession(): Promise<boolean> {
  try {
    const session = await getSession();
    return Boolean(session.accessToken);
  } catch {
    return false;
  }
}
