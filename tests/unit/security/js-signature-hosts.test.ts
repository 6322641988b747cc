import { signableHosts, signWechatUrl } from '@/lib/api/server/wechat';

describe('js-signature signs only configured public hosts', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('takes PUBLIC_HOSTS plus the hosts of SITE_URL and H5_PUBLIC_ORIGIN, never a request header', () => {
    expect(
      signableHosts({
        NODE_ENV: 'production',
        PUBLIC_HOSTS: 'm.example.com, H5.Example.com:8443',
        SITE_URL: 'https://www.example.com/h5',
      }),
    ).toEqual({
      hosts: ['m.example.com', 'h5.example.com:8443', 'www.example.com'],
      loopback: false,
    });
  });

  it('fails closed in production when no host is configured', async () => {
    const env = { NODE_ENV: 'production' };
    expect(signableHosts(env)).toEqual({ hosts: [], loopback: false });
    for (const url of ['https://localhost/h5/', 'http://127.0.0.1:3000/h5/', 'https://evil.example/h5/']) {
      await expect(signWechatUrl(url, env)).rejects.toMatchObject({ status: 400 });
    }
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/PUBLIC_HOSTS is not set/));
  });

  it('in development without configuration signs loopback pages only', async () => {
    expect(signableHosts({ NODE_ENV: 'development' }).loopback).toBe(true);
    await expect(signWechatUrl('https://evil.example/h5/', { NODE_ENV: 'development' })).rejects.toMatchObject({
      status: 400,
    });
  });
});
