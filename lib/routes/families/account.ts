import { BACKGROUND_WHITE, defineFamily } from '../define';

/** SPEC §2 "Account, risk and identity". */
export const ACCOUNT_ROUTES = [
  ...defineFamily('account', { background: BACKGROUND_WHITE, needLogin: true }, [
    { path: '/riskAssessment', title: '风险测评' },
    { path: '/riskAssessmentPopup', title: '风险测评提示', background: 'transparent', loadingType: 'toast' },
    { path: '/writeOff', title: '注销账号' },
    { path: '/sendMessage', title: '注销账号验证', loadingType: 'toast' },
    { path: '/authentication/info', title: '身份认证' },
    { path: '/authentication/authForAli', title: '支付宝实名认证', loadingType: 'toast' },
    { path: '/verified', title: '实名认证' },
    { path: '/login-device-manage', title: '登录设备管理' },
    { path: '/privacySettings/personalized', title: '个性化推荐设置' },
    { path: '/BOpenAccount', title: '券商开户' },
  ]),
  // Login itself and the QR-login result pages must open without a session; only login is a page to find.
  ...defineFamily('account', { background: BACKGROUND_WHITE, loadingType: 'none' }, [
    // The form is the same for every visitor (a logged-in one is rendered: their account card).
    { path: '/login', title: '登录', loadingType: 'toast', pageCacheSeconds: 60 },
    { path: '/loginSuccessPage', title: '扫码登录成功', indexable: false },
    { path: '/noAuthPage', title: '暂无登录权限', indexable: false },
    { path: '/appVersionLow', title: 'App版本过低', indexable: false },
    { path: '/incorrectQrCode', title: '二维码不正确', indexable: false },
    { path: '/qrCodeFailure', title: '二维码已失效', indexable: false },
    { path: '/scanNoLogin', title: '请先登录App', indexable: false },
  ]),
];
