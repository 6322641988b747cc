import { AppError, ERROR_MESSAGES, httpStatusFor, messageFor, shouldToast } from '@/lib/errors';

describe('error catalogue (SPEC §8)', () => {
  it('has every code from 1000 to 1006 and 2001 to 2012', () => {
    const codes = Object.keys(ERROR_MESSAGES).map(Number);
    expect(codes).toEqual([
      1000, 1001, 1002, 1003, 1004, 1005, 1006, 2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012,
    ]);
    expect(ERROR_MESSAGES[1002]).toBe('手机号填写错误');
    expect(ERROR_MESSAGES[2008]).toBe('用户未登录，请登入');
  });

  it('shows the server message, else the catalogue, else the default 1004', () => {
    expect(messageFor(2005, '验证码已过期')).toBe('验证码已过期');
    expect(messageFor(2005)).toBe('验证码错误');
    expect(messageFor(4711)).toBe('请求失败，请稍后再试');
    expect(messageFor(4711, '  ')).toBe('请求失败，请稍后再试');
  });

  it('does not toast 401 and 400, nor anything when error handling is off', () => {
    expect(shouldToast(401)).toBe(false);
    expect(shouldToast(400)).toBe(false);
    expect(shouldToast(502)).toBe(true);
    expect(shouldToast(429)).toBe(true);
    expect(shouldToast(502, false)).toBe(false);
  });

  it('gives each code the HTTP status of the envelope', () => {
    expect([2008, 2009, 1006, 1004, 1005, 1002, 2005].map(httpStatusFor)).toEqual([401, 401, 502, 502, 429, 400, 400]);
    expect(new AppError(2009).status).toBe(401);
    expect(new AppError(1004, undefined, { status: 504 }).status).toBe(504);
  });
});
