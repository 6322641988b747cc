import { sessionOptions } from '@/lib/session/config';

describe('session secret in production', () => {
  it('refuses the public development secret when serving a real upstream', () => {
    expect(() => sessionOptions({ NODE_ENV: 'production', UPSTREAM_URL: 'https://api.example.com' })).toThrow(/SESSION_SECRET/);
  });

  it('lets the local sandbox demo start without one', () => {
    const options = sessionOptions({ NODE_ENV: 'production', UPSTREAM_URL: 'http://127.0.0.1:3001', UPSTREAM_SANDBOX: '1' });
    expect(options.password).toBeTruthy();
  });

  it('uses the configured secret', () => {
    const secret = 's'.repeat(40);
    expect(sessionOptions({ NODE_ENV: 'production', UPSTREAM_URL: 'https://api.example.com', SESSION_SECRET: secret }).password).toBe(secret);
  });
});
