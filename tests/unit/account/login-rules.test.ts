import { loginProblem } from '@/components/account/login-rules';
import { maskMobile, smsCodeRequestSchema, smsLoginSchema } from '@/lib/account/schemas';
import { signableUrl } from '@/lib/api/contracts/wechat';
import { trackingSubmitInputSchema } from '@/lib/api/contracts/tracking';

const ok = { mobile: '13800000001', code: '123456', agreed: true, sentTo: '13800000001' };

describe('login form rules (SPEC §5 messages)', () => {
  it.each([
    [{ ...ok, mobile: '1380000000' }, 'mobile', '手机号填写错误'],
    [{ ...ok, mobile: '23800000001' }, 'mobile', '手机号填写错误'],
    [{ ...ok, sentTo: null, code: '' }, 'code', '请先验证手机号'],
    [{ ...ok, mobile: '13800000002' }, 'mobile', '手机号已经改变，请重新获取验证码'],
    [{ ...ok, code: '12345' }, 'code', '验证码错误'],
    [{ ...ok, agreed: false }, 'agreement', '请接受注册协议'],
  ])('%j → %s: %s', (draft, field, message) => {
    expect(loginProblem(draft)).toEqual({ field, message });
  });

  it('a complete form has no problem', () => {
    expect(loginProblem(ok)).toBeNull();
  });

  it('a typed code with no send on record (after a reload) goes to the server to be checked', () => {
    expect(loginProblem({ ...ok, sentTo: null })).toBeNull();
  });
});

describe('login schemas shared by form and handler', () => {
  it('refuses the refresh grant from a browser', () => {
    expect(
      smsLoginSchema.safeParse({ grant_type: 'refresh_token', mobile: '13800000001', code: '123456', agreement: true })
        .success,
    ).toBe(false);
  });

  it('names the SPEC message of the first problem', () => {
    const parsed = smsLoginSchema.safeParse({ mobile: '13800000001', code: '123456' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe('请接受注册协议');
    expect(smsCodeRequestSchema.safeParse({ mobile: 'abc' }).error?.issues[0].message).toBe('手机号填写错误');
  });

  it('masks a mobile number', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile('x')).toBe('');
  });
});

describe('WeChat signature url (own host only)', () => {
  it.each([
    ['https://m.example.com/h5/tool/lhb/today#top', 'https://m.example.com/h5/tool/lhb/today'],
    ['https://evil.com/h5/', null],
    ['https://m.example.com.evil.com/', null],
    ['https://user@m.example.com/', null],
    ['javascript:alert(1)', null],
    ['ftp://m.example.com/', null],
  ])('%s → %s', (url, expected) => {
    expect(signableUrl(url, ['m.example.com'])).toBe(expected);
  });
});

describe('tracking events (SPEC §5 event types)', () => {
  it('accepts only click, page, task, show, leave, enter, resume with an event id', () => {
    const event = { event_time: 1, event_id: 'x', event_type: 'click' };
    expect(trackingSubmitInputSchema.safeParse({ event_list: [event] }).success).toBe(true);
    expect(trackingSubmitInputSchema.safeParse({ event_list: [{ ...event, event_type: 'scroll' }] }).success).toBe(
      false,
    );
    expect(trackingSubmitInputSchema.safeParse({ event_list: [{ ...event, event_id: ' ' }] }).success).toBe(false);
  });
});
