import { invoiceDraftError, invoiceRefusal, maskEmail, TAX_NO_MESSAGE } from '@/lib/invoice/rules';
import { appealInputSchema, invoiceApplySchema } from '@/lib/invoice/schemas';

const COMPANY = {
  title_type: 'COMPANY' as const,
  title: '腾讯科技（深圳）有限公司',
  tax_no: '91440300708461136T',
  email: 'finance@example.com',
};

describe('invoice draft', () => {
  it('accepts a company with a valid code and a person without one', () => {
    expect(invoiceDraftError(COMPANY)).toBeNull();
    expect(invoiceDraftError({ title_type: 'PERSONAL', title: '张三', tax_no: '', email: 'z@example.cn' })).toBeNull();
  });

  it.each([
    [{ ...COMPANY, tax_no: '91440300708461136S' }, 'tax_no', TAX_NO_MESSAGE],
    [{ ...COMPANY, tax_no: '' }, 'tax_no', TAX_NO_MESSAGE],
    [{ ...COMPANY, title: ' ' }, 'title', '请填写企业全称'],
    [{ ...COMPANY, email: 'finance@' }, 'email', '请填写正确的邮箱地址'],
    [
      { title_type: 'PERSONAL' as const, title: '张三', tax_no: '91440300708461136T', email: 'z@example.cn' },
      'tax_no',
      '个人抬头无需填写税号',
    ],
  ])('names the field and its message: %#', (draft, field, message) => {
    expect(invoiceDraftError(draft)).toEqual({ field, message });
  });

  it('the server schema says the same, upper-casing a typed code', () => {
    expect(
      invoiceApplySchema.safeParse({ order_no: 'LC20261120123456789', ...COMPANY, tax_no: '91440300708461136t' })
        .success,
    ).toBe(true);
    const bad = invoiceApplySchema.safeParse({
      order_no: 'LC20261120123456789',
      ...COMPANY,
      tax_no: '914403007084611360',
    });
    expect(bad.success ? null : { path: bad.error.issues[0].path, message: bad.error.issues[0].message }).toEqual({
      path: ['tax_no'],
      message: TAX_NO_MESSAGE,
    });
    expect(invoiceApplySchema.safeParse({ order_no: 'LC20261120123456789', ...COMPANY, amount_fen: 1 }).success).toBe(
      false,
    );
  });

  it('only a paid, non-App-Store order with a paid amount can be invoiced', () => {
    expect(invoiceRefusal({ status: 'PAID', channel: 'h5', paid_fen: 2800 })).toBeNull();
    expect(invoiceRefusal({ status: 'PENDING', channel: null, paid_fen: null })).toBe('仅已支付的订单可以开票');
    expect(invoiceRefusal({ status: 'REFUNDING', channel: 'h5', paid_fen: 2800 })).toBe('退款中或已退款的订单不能开票');
    expect(invoiceRefusal({ status: 'PAID', channel: 'iap', paid_fen: 2800 })).toBe(
      'App Store 购买的订单由 Apple 提供收据，不能开票',
    );
  });

  it('appeals need a real address; emails are shown masked', () => {
    expect(
      appealInputSchema.safeParse({
        invoice_no: 'FP20261120123456789012',
        kind: 'WRONG_EMAIL',
        email: 'new@example.com',
      }).success,
    ).toBe(true);
    expect(
      appealInputSchema.safeParse({ invoice_no: 'FP20261120123456789012', kind: 'WRONG_EMAIL', email: 'new' }).error
        ?.issues[0].message,
    ).toBe('请填写正确的邮箱地址');
    expect(maskEmail('finance@example.com')).toBe('fi***@example.com');
  });
});
