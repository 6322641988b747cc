import { AppLink as Link } from '@/components/ui/app-link';
import layout from '@/components/ui/layout.module.css';
import { href } from '@/lib/routes/hrefs';

/** 开票说明: what can be invoiced, the title rules (the 税号 is the unified social credit code) and where the invoice goes. */
export function InvoiceDescription() {
  return (
    <article className={layout.doc}>
      <h2>开票说明</h2>
      <h3>一、发票类型</h3>
      <p>本平台为会员及增值服务开具电子普通发票（电子普票），与纸质发票具有同等法律效力，可用于报销。</p>
      <h3>二、可开票的订单</h3>
      <ol>
        <li>已支付的订单可申请开票，开票金额为订单实付金额（优惠券抵扣部分不计入）。</li>
        <li>每个订单只能开具一张发票；退款中或已退款的订单不能开票。</li>
        <li>通过 App Store 购买的订单由 Apple 提供收据，本平台不能开票。</li>
      </ol>
      <h3>三、抬头与税号</h3>
      <ol>
        <li>个人：填写个人姓名，无需税号。</li>
        <li>
          企业：填写企业全称，以及18位统一社会信用代码作为纳税人识别号；系统会按国家标准 GB 32100-2015
          校验代码及其校验位。
        </li>
        <li>发票开具后抬头与税号不可修改，请提交前仔细核对。</li>
      </ol>
      <h3>四、接收与下载</h3>
      <ol>
        <li>发票开具后即发送至您填写的邮箱，也可在“申请开票”页面随时下载。</li>
        <li>未收到邮件或邮箱填写错误，可提交邮件申诉，我们将重新发送至您指定的邮箱。</li>
        <li>订单退款成功时，该订单的发票将红冲作废。</li>
      </ol>
      <p>
        <Link href={href('/apply-invoice')}>去申请开票</Link>
      </p>
    </article>
  );
}
